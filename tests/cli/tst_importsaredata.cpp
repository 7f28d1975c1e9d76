// Imported files are data only. A configuration (YAML, or recipe edits in Python), a harness or Megatron-LM command
// line, a training log or a result file holding shell code ($(...), backticks, ; | && and newlines) goes through `cga
// validate`, `diagnose`, `report` and `generate` without anything being run: no marker file appears. Paths named inside
// them (a checkpoint to load, where the harness would save its config, a project's origin) are not followed: each names
// a FIFO, which would block the command forever if anything opened it.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

class TestImportsAreData : public QObject
{
    Q_OBJECT

private:
    struct Run
    {
        bool finished;
        int exitCode;
        QByteArray out;
        QByteArray err;
    };
    Run cga(const QStringList& args)
    {
        QProcess p;
        p.setWorkingDirectory(m_dir.path());
        p.start(QStringLiteral(CGA_CLI), args);
        const bool finished = p.waitForFinished(30000);
        if (!finished) {
            p.kill();
            p.waitForFinished();
        }
        return {finished, p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
    }
    QString path(const char* name) const { return m_dir.filePath(QLatin1String(name)); }
    // Shell code that would create a marker file if any shell ever ran it.
    QStringList hostile() const
    {
        const QString m = path("pwned");
        return {QStringLiteral("$(touch %1)").arg(m),   QStringLiteral("`touch %1`").arg(m),
                QStringLiteral("x; touch %1").arg(m),   QStringLiteral("x | touch %1").arg(m),
                QStringLiteral("x && touch %1").arg(m), QStringLiteral("x\ntouch %1").arg(m),
                QStringLiteral("$(touch pwned)")};
    }
    bool write(const char* name, const QByteArray& text)
    {
        QFile f(path(name));
        return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
    }
    static QByteArray pyQuoted(const QString& s)
    {
        QString q = s;
        q.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
            .replace(QLatin1Char('"'), QStringLiteral("\\\""))
            .replace(QLatin1Char('\n'), QStringLiteral("\\n"));
        return '"' + q.toUtf8() + '"';
    }
    static QByteArray yamlQuoted(const QString& s)
    {
        QString q = s;
        q.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('"'), QStringLiteral("\\\""));
        q.replace(QLatin1Char('\n'), QStringLiteral("\\n"));
        return '"' + q.toUtf8() + '"';
    }
    QTemporaryDir m_dir;

private slots:
    void initTestCase();
    void importedTextNeverRuns_data();
    void importedTextNeverRuns();
    void hostileValuesArriveAsData();
};

void TestImportsAreData::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(::mkfifo(QFile::encodeName(path("fifo")).constData(), 0600) == 0, "mkfifo");
    const QStringList h = hostile();
    const QByteArray fifo = yamlQuoted(path("fifo"));

    // A valid override file (the shipped Qwen3 example) with shell code in every kind of value and paths to the FIFO.
    QFile example(QStringLiteral(CGA_SOURCE_DIR "/resources/examples/qwen3-30b-a3b-te-scoped.yaml"));
    QVERIFY(example.open(QIODevice::ReadOnly));
    QByteArray config = example.readAll();
    config.replace("Qwen3MoEModelProvider", QByteArray("Qwen3MoEModelProvider  # " + h[0].toUtf8()));
    QVERIFY(config.trimmed().endsWith("expandable_segments:True")); // env_vars is the example's last section
    for (int i = 0; i < h.size(); ++i)
        config += "  CGA_HOSTILE_" + QByteArray::number(i) + ": " + yamlQuoted(h[i]) + "\n";
    config += "checkpoint:\n  load: " + fifo + "\n  pretrained_checkpoint: " + fifo + "\n";
    config += "unknown_section:\n  run: " + yamlQuoted(h[1]) + "\n";
    QVERIFY(write("hostile.yaml", config));

    // Recipe edits in Python: code that would run if the file were evaluated, shell code in strings, the FIFO.
    QByteArray python = "import os\nos.system(" + pyQuoted(QStringLiteral("touch ") + path("pwned")) + ")\n";
    python += "exec(" + pyQuoted(QStringLiteral("import os; os.system('touch pwned')")) + ")\n";
    python += "cfg.model.cuda_graph_impl = __import__('os').system('touch pwned')\n";
    for (int i = 0; i < h.size(); ++i)
        python += "cfg.env_vars[\"CGA_HOSTILE_" + QByteArray::number(i) + "\"] = " + pyQuoted(h[i]) + "\n";
    python += "cfg.checkpoint.load = " + pyQuoted(path("fifo")) + "\n";
    python += "cfg.model.moe_layer_freq = [0] * 3 + [1] * 58  # " + h[0].toUtf8() + "\n";
    QVERIFY(write("hostile.py", python));

    // A project file whose origin and preset name the FIFO.
    QVERIFY(write("project.cga.yaml",
                  "cga_project:\n  version: 1\n  origin: " + fifo + "\n  preset: " + fifo
                      + "\n  target:\n    gpu: h100\n    shell_env:\n      X: " + yamlQuoted(h[0]) + "\n" + config));

    // A training log: iteration lines, capture messages and a traceback carrying shell code.
    QByteArray log;
    for (int it = 1; it <= 8; ++it)
        log += QStringLiteral(" [2026-05-20 10:00:0%1] iteration %2/      50 | consumed samples: %3 | elapsed time per "
                              "iteration (ms): %4 | learning rate: 1.0E-04 | global batch size: 8 | lm loss: "
                              "1.0E+01 | %5 | number of skipped iterations:   0 | number of nan iterations:   0 |\n")
                   .arg(it)
                   .arg(it, 8)
                   .arg(it * 8)
                   .arg(it == 4 ? 7000.0 : 300.0)
                   .arg(h[it % h.size()])
                   .toUtf8();
    log += "INFO:megatron.core.transformer.cuda_graphs:Start CUDA Graphs capture... " + h[1].toUtf8() + "\n";
    log += "Traceback (most recent call last):\n  File \"" + h[0].toUtf8() + "\", line 1, in <module>\n";
    log += "torch.OutOfMemoryError: CUDA out of memory. " + h[2].toUtf8() + "\n";
    QVERIFY(write("hostile.log", log));

    // A result file: the runner's command, names and messages carrying shell code.
    QJsonArray samples;
    for (const char* mode : {"eager", "attn"})
        for (int i = 1; i <= 12; ++i)
            samples.append(QJsonObject{{"mode", QLatin1String(mode)},
                                       {"phase", "steady"},
                                       {"iteration", i},
                                       {"wall_ms", QLatin1String(mode) == QLatin1String("eager") ? 2.0 : 1.5}});
    const QJsonObject result{{"schema", "cga-benchmark-result"},
                             {"version", 1},
                             {"environment",
                              QJsonObject{{"runner", h[0]},
                                          {"gpu_name", h[1]},
                                          {"host_name", h[2]},
                                          {"command", QJsonArray{QStringLiteral("touch"), path("pwned"), h[3]}},
                                          {"workload", QJsonObject{{"name", h[4]}, {"config_file", path("fifo")}}}}},
                             {"modes",
                              QJsonArray{QJsonObject{{"mode", "eager"}},
                                         QJsonObject{{"mode", "attn"}, {"graphed", true}, {"capture_error", h[5]}}}},
                             {"samples", samples},
                             {"warnings", QJsonArray{h[6]}},
                             {"error", h[0]},
                             {"complete", true}};
    QVERIFY(write("hostile.json", QJsonDocument(result).toJson()));
}

void TestImportsAreData::importedTextNeverRuns_data()
{
    QTest::addColumn<QStringList>("args"); // @name@ stands for a file in the work folder, @H0@ for hostile()[0]
    QTest::newRow("validate yaml") << QStringList{"validate", "@hostile.yaml@", "--gpu", "h100"};
    QTest::newRow("validate yaml json") << QStringList{"validate", "@hostile.yaml@", "--format", "json"};
    QTest::newRow("validate python edits") << QStringList{"validate", "@hostile.py@", "--gpu", "h100"};
    QTest::newRow("validate project file") << QStringList{"validate", "@project.cga.yaml@"};
    QTest::newRow("validate overrides") << QStringList{"validate", "@hostile.yaml@", "+env_vars.X=@H0@",
                                                       "model.cuda_graph_impl=@H1@"};
    QTest::newRow("validate harness args")
        << QStringList{"validate", "--harness-args",
                       "python scripts/performance/run_script.py -m qwen -mr qwen3_30b_a3b -g h100 -c bf16 -ng 16 "
                       "--save_config_filepath @fifo@ -ce 'A=@H0@' '+env_vars.X=@H1@' --cuda_graph_scope '@H2@'"};
    QTest::newRow("validate megatron args")
        << QStringList{"validate", "--megatron-args",
                       "X='@H0@' python pretrain_gpt.py --load @fifo@ --cuda-graph-impl '@H1@' --num-layers '@H2@'"};
    QTest::newRow("diagnose log") << QStringList{"diagnose", "@hostile.log@"};
    QTest::newRow("diagnose log json") << QStringList{"diagnose", "--format", "json", "@hostile.log@"};
    QTest::newRow("report log") << QStringList{"report", "@hostile.log@", "--csv", "@out.csv@"};
    QTest::newRow("report result") << QStringList{"report", "--format", "json", "@hostile.json@"};
    for (const char* format : {"python", "yaml", "hydra", "harness", "megatron", "env", "sbatch", "rollback"})
        QTest::addRow("generate %s", format)
            << QStringList{"generate",    "--preset",        "@hostile.yaml@", "--format",   QLatin1String(format),
                           "--train-cmd", "python train.py", "--output",       "@generated@"};
}

void TestImportsAreData::importedTextNeverRuns()
{
    QFETCH(QStringList, args);
    const QStringList h = hostile();
    for (QString& a : args) {
        for (int i = 0; i < h.size(); ++i)
            a.replace(QStringLiteral("@H%1@").arg(i), h[i]);
        if (a.startsWith(QLatin1Char('@')) && a.endsWith(QLatin1Char('@')))
            a = path(a.mid(1, a.size() - 2).toUtf8().constData());
        a.replace(QStringLiteral("@fifo@"), path("fifo"));
    }
    const Run r = cga(args);
    QVERIFY2(r.finished, "cga opened a path named inside an imported file (it blocked on the FIFO)");
    QVERIFY2(r.exitCode >= 0 && r.exitCode <= 2, r.err.constData());
    QVERIFY2(!QFile::exists(path("pwned")), "a value from an imported file ran as shell code");
    QVERIFY(QFileInfo(path("fifo")).exists() && !QFileInfo(path("fifo")).isFile()); // still the FIFO
    if (args.at(1).endsWith(QLatin1String(".py"))) // read, and the call reported as a statement that was not read
        QVERIFY2(r.out.contains("IMP-08") && r.out.contains("was not understood"), r.out.constData());

    // What generate wrote is text; the env block and the harness command, sourced by bash, run nothing either.
    const QString generated = path("generated");
    if (args.contains(QStringLiteral("env")) && QFile::exists(generated)
        && !QStandardPaths::findExecutable(QStringLiteral("bash")).isEmpty()) {
        QProcess bash;
        bash.setWorkingDirectory(m_dir.path());
        bash.start(
            QStringLiteral("bash"),
            {QStringLiteral("-c"), QStringLiteral("source \"$1\" && env -0"), QStringLiteral("bash"), generated});
        QVERIFY(bash.waitForFinished(30000));
        QCOMPARE(bash.exitCode(), 0);
        QVERIFY2(!QFile::exists(path("pwned")), "the generated env block ran a value");
        const QList<QByteArray> env = bash.readAllStandardOutput().split('\0');
        for (int i = 0; i < h.size(); ++i)
            QVERIFY2(env.contains("CGA_HOSTILE_" + QByteArray::number(i) + '=' + h[i].toUtf8()), qPrintable(h[i]));
    }
    QFile::remove(generated);
}

void TestImportsAreData::hostileValuesArriveAsData()
{
    const Run r
        = cga({QStringLiteral("validate"), path("hostile.yaml"), QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY(r.finished);
    const QJsonObject normalized
        = QJsonDocument::fromJson(r.out).object().value(QLatin1String("normalized")).toObject();
    const QStringList h = hostile();
    for (int i = 0; i < h.size(); ++i)
        QCOMPARE(normalized.value(QStringLiteral("env_vars.CGA_HOSTILE_%1").arg(i)).toString(), h[i]);
    QVERIFY(!QFile::exists(path("pwned")));
}

QTEST_GUILESS_MAIN(TestImportsAreData)
#include "tst_importsaredata.moc"
