// MegatronCheckView: under the diagnostics, Megatron's own verdict on the configuration beside cga's, shown only
// where the configured Python imports Megatron-Core; asked on request in a child process, out of date after an
// edit. Megatron here is a stand-in package whose TransformerConfig rejects 7 layers (the real one does not).
#include "diagnostics/megatroncheckview.h"
#include "io/yamlimporter.h"
#include "session/configsession.h"

#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace cga;

class TestMegatronCheckView : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    void write(const QString& name, const QByteArray& text)
    {
        QDir().mkpath(QFileInfo(m_dir.filePath(name)).absolutePath());
        QFile f(m_dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    }

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
            QSKIP("no python3 here");
        for (const char* init :
             {"mlm/megatron/__init__.py", "mlm/megatron/core/__init__.py", "mlm/megatron/core/transformer/__init__.py"})
            write(QString::fromLatin1(init), "");
        write(QStringLiteral("mlm/megatron/core/transformer/transformer_config.py"),
              "class TransformerConfig:\n"
              "    def __init__(self, num_layers=0, **kw):\n"
              "        if num_layers == 7:\n"
              "            raise ValueError('this Megatron-Core does not take 7 layers')\n");
    }

    void disagreementIsFlagged()
    {
        ConfigSession session;
        TrainingConfig cfg;
        QVERIFY(YamlImporter::importText("model:\n  num_layers: 7\n  hidden_size: 1024\n  num_attention_heads: 16\n",
                                         QStringLiteral("c.yaml"), cfg)
                    .ok());
        session.reset(cfg, TargetContext(), QStringLiteral("test"), QString());
        QWidget diagnostics; // the view sits under the diagnostics
        MegatronCheckView& view = *new MegatronCheckView(&session, &diagnostics);
        diagnostics.show();
        QVERIFY(!view.isVisible()); // no Python with Megatron-Core configured yet
        BenchOptions settings;
        settings.megatronPath = m_dir.filePath(QStringLiteral("mlm"));
        view.setMegatron(settings, true);
        QVERIFY(view.isVisible());
        QSignalSpy checked(&view, &MegatronCheckView::checked);
        QTest::mouseClick(view.checkButton(), Qt::LeftButton);
        QVERIFY(checked.wait(60000));
        QCOMPARE(checked.first().at(1).toInt(), 1);
        QVERIFY2(view.resultText().contains(QLatin1String("DISAGREEMENT: this Megatron rejects, cga accepts")),
                 qPrintable(view.resultText()));
        QVERIFY(view.resultText().contains(QLatin1String("this Megatron-Core does not take 7 layers")));
        // An edit makes the answer out of date; asking again follows the edit.
        session.setValue(QStringLiteral("model.num_layers"), 8);
        QVERIFY(view.resultText().contains(QLatin1String("changed since this answer")));
        QTest::mouseClick(view.checkButton(), Qt::LeftButton);
        QVERIFY(checked.wait(60000));
        QCOMPARE(checked.last().at(1).toInt(), 0);
        QVERIFY(view.resultText().contains(QLatin1String("agree: both accept")));
        view.setMegatron(settings, false);
        QVERIFY(!view.isVisible());
    }
};

QTEST_MAIN(TestMegatronCheckView)
#include "tst_megatroncheckview.moc"
