// Every file `cga` writes on request (generate --output, report --csv, --png and --pdf, bench --output and --csv),
// written onto a full disk, into a read-only folder, past a file-size limit and into a folder without permission:
// the command fails with exit status 2 and a message that names the file, the file that was there before is byte
// for byte intact, and no temporary file is left beside it.
#include "support/writefaults.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace cga::test;

class TestExportFaults : public QObject
{
    Q_OBJECT

private slots:
    void failedWriteKeepsThePreviousFile_data();
    void failedWriteKeepsThePreviousFile();
};

void TestExportFaults::failedWriteKeepsThePreviousFile_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QStringList>("args"); // FILE stands for the path written
    QTest::addColumn<int>("fault");
    const QString log = QStringLiteral(CGA_TEST_DATA_DIR "/logs/te-attn-4ranks-torchrun.log");
    const struct
    {
        const char* what;
        const char* file;
        QStringList args;
    } writers[] = {
        {"generate --output",
         "recipe.yaml",
         {"generate", "--preset", "qwen3-30b-a3b-h100-bf16-te", "--format", "yaml", "--output", "FILE"}},
        {"generate sbatch --output",
         "ab.sbatch",
         {"generate", "--preset", "qwen3-30b-a3b-h100-bf16-te", "--format", "sbatch", "--output", "FILE"}},
        {"report --csv", "samples.csv", {"report", "--csv", "FILE", log}},
        {"report --png", "charts.png", {"report", "--png", "FILE", log}},
        {"report --pdf", "charts.pdf", {"report", "--pdf", "FILE", log}},
        {"bench --output", "result.json", {"bench", "--workload-preset", "tiny", "--yes", "--output", "FILE"}},
        {"bench --csv", "samples.csv", {"bench", "--workload-preset", "tiny", "--yes", "--csv", "FILE"}},
    };
    for (const auto& w : writers)
        for (WriteFault f :
             {WriteFault::DiskFull, WriteFault::ReadOnlyFolder, WriteFault::FileSizeLimit, WriteFault::NoPermission})
            QTest::addRow("%s, %s", w.what, writeFaultName(f)) << QString::fromLatin1(w.file) << w.args << int(f);
}

void TestExportFaults::failedWriteKeepsThePreviousFile()
{
    QFETCH(QString, fileName);
    QFETCH(QStringList, args);
    QFETCH(int, fault);
    QTemporaryDir scratch;
    const QString dir = scratch.filePath(QStringLiteral("out"));
    QVERIFY(QDir().mkpath(dir));
#ifndef CGA_CLI_HAS_CHARTS
    if (args.contains(QStringLiteral("--png")) || args.contains(QStringLiteral("--pdf")))
        QSKIP("cga is built without the GUI (CGA_BUILD_GUI=OFF): no chart export");
#endif
    const QString path = QDir(dir).filePath(fileName);
    args.replaceInStrings(QRegularExpression(QStringLiteral("^FILE$")), path);
    const QByteArray previous = "the user's earlier file\n";

    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen")); // report draws its charts
    env.insert(QStringLiteral("CGA_BENCH"), QStringLiteral(CGA_FAKEBENCH));
    env.insert(QStringLiteral("FAKEBENCH_SCENARIO"), QStringLiteral("replay"));
    env.insert(QStringLiteral("FAKEBENCH_FILE"), QStringLiteral(CGA_TEST_DATA_DIR "/bench/cga-bench-tiny-h200.jsonl"));
    const WriteFaultRun run = runWithWriteFault(WriteFault(fault), scratch.path(), dir, fileName, previous,
                                                QStringLiteral(CGA_CLI), args, env);
    if (!run.skipped.isEmpty())
        QSKIP(qPrintable(run.skipped));
    const QString err = QString::fromUtf8(run.err);
    QVERIFY2(run.exitCode == 2, qPrintable(QString::number(run.exitCode) + QLatin1Char(' ') + err));
    QVERIFY2(err.contains(QStringLiteral("error")) && err.contains(path), qPrintable(err));
    QVERIFY2(run.previousIntact, "the previous file is unchanged");
    QVERIFY2(run.leftovers.isEmpty(), qPrintable(run.leftovers.join(QLatin1Char(' '))));
}

QTEST_GUILESS_MAIN(TestExportFaults)
#include "tst_exportfaults.moc"
