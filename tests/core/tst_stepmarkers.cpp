#include "profile/stepmarkers.h"

#include <QTest>

using namespace cga;

// Which ranges make the steps of a trace, and where each step starts and ends.
class TstStepMarkers : public QObject
{
    Q_OBJECT

private slots:
    void trainingStepNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("isStep");
        QTest::newRow("Bridge") << "megatron.bridge.training.train.train.training_step_12" << true;
        QTest::newRow("bare") << "training_step_3" << true;
        QTest::newRow("no number") << "megatron.bridge.training.train.train.training_step_" << false;
        QTest::newRow("inside a word") << "pretraining_step_3" << false;
        QTest::newRow("something after it") << "training_step_3.forward" << false;
    }
    void trainingStepNames()
    {
        QFETCH(QString, name);
        QFETCH(bool, isStep);
        QCOMPARE(StepMarkers::isTrainingStep(name), isStep);
        QCOMPARE(StepMarkers().marks(name), isStep);
    }

    // Each row: ranges "name@start+length" (ms) on thread 1, the user's marker, whole trace; the steps expected as
    // "label@start-end".
    void steps_data()
    {
        QTest::addColumn<QStringList>("ranges");
        QTest::addColumn<QString>("marker");
        QTest::addColumn<bool>("whole");
        QTest::addColumn<int>("rule");
        QTest::addColumn<QStringList>("steps");
        QTest::newRow("ProfilerStep#") << QStringList{"ProfilerStep#2@10+10", "ProfilerStep#1@0+10",
                                                      "Optimizer.step#AdamW.step@8+1"}
                                       << "" << false << int(StepMarkers::Rule::ProfilerStep)
                                       << QStringList{"ProfilerStep#1@0-10", "ProfilerStep#2@10-20"};
        QTest::newRow("a repeated ProfilerStep# counts once")
            << QStringList{"ProfilerStep#1@0+10", "ProfilerStep#1@0+10", "ProfilerStep#2@10+10"} << "" << false
            << int(StepMarkers::Rule::ProfilerStep) << QStringList{"ProfilerStep#1@0-10", "ProfilerStep#2@10-20"};
        QTest::newRow("Bridge's training_step_N")
            << QStringList{"m.training_step_4@0+9", "m.training_step_5@10+9", "Optimizer.step#AdamW.step@8+1"} << ""
            << false << int(StepMarkers::Rule::TrainingStep)
            << QStringList{"training_step_4@0-9", "training_step_5@10-19"};
        QTest::newRow("Optimizer.step# ends the steps")
            << QStringList{"Optimizer.step#AdamW.step@8+1", "Optimizer.step#AdamW.step@18+1", "host@0+1"} << "" << false
            << int(StepMarkers::Rule::OptimizerStep) << QStringList{"step 1@0-9", "step 2@9-19"};
        QTest::newRow("the user's marker wins over ProfilerStep#")
            << QStringList{"ProfilerStep#1@0+20", "iter@0+9", "iter@10+9"} << "iter" << false
            << int(StepMarkers::Rule::NamedRange) << QStringList{"step 1@0-9", "step 2@10-19"};
        QTest::newRow("a short marker marks where steps start")
            << QStringList{"load@0+1", "load@10+1", "load@20+1"} << "load" << false
            << int(StepMarkers::Rule::NamedRange) << QStringList{"step 1@0-10", "step 2@10-20"};
        QTest::newRow("one marker is one step") << QStringList{"load@5+1"} << "load" << false
                                                << int(StepMarkers::Rule::NamedRange) << QStringList{"step 1@5-6"};
        QTest::newRow("whole trace") << QStringList{"ProfilerStep#1@0+10", "host@0+30"} << "" << true
                                     << int(StepMarkers::Rule::WholeTrace) << QStringList{"whole trace@0-30"};
    }
    void steps()
    {
        QFETCH(QStringList, ranges);
        QFETCH(QString, marker);
        QFETCH(bool, whole);
        QFETCH(int, rule);
        QFETCH(QStringList, steps);
        StepMarkers m(marker, whole);
        for (const QString& r : ranges) {
            const QString name = r.section(QLatin1Char('@'), 0, 0);
            const double start = r.section(QLatin1Char('@'), 1).section(QLatin1Char('+'), 0, 0).toDouble();
            const double length = r.section(QLatin1Char('+'), 1).toDouble();
            if (name == QLatin1String("host"))
                m.addHostTime(start, start + length);
            else
                m.addRange(name, start, start + length, 1);
        }
        StepMarkers::Rule got;
        std::vector<StepMarkers::Step> out;
        qint64 tid = -1;
        QVERIFY(m.steps(&got, &out, &tid));
        QCOMPARE(int(got), rule);
        QStringList seen;
        for (const StepMarkers::Step& s : out)
            seen << QStringLiteral("%1@%2-%3").arg(s.label).arg(s.start).arg(s.end);
        QCOMPARE(seen, steps);
    }

    void noMarkers_data()
    {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QString>("marker");
        QTest::newRow("no ranges") << QStringList{} << "";
        QTest::newRow("ranges of other names") << QStringList{"MPI_Send", "forward"} << "";
        QTest::newRow("the user's marker is not there, ProfilerStep# is") << QStringList{"ProfilerStep#1"} << "iter";
    }
    void noMarkers()
    {
        QFETCH(QStringList, names);
        QFETCH(QString, marker);
        StepMarkers m(marker);
        double t = 0;
        for (const QString& n : names) {
            m.addRange(n, t, t + 5, 1);
            t += 10;
        }
        StepMarkers::Rule rule;
        std::vector<StepMarkers::Step> out;
        qint64 tid = 0;
        // a marker the user named and the trace lacks: no other rule stands in for it
        QVERIFY(!m.steps(&rule, &out, &tid));
        QVERIFY(out.empty());
    }
};

QTEST_GUILESS_MAIN(TstStepMarkers)
#include "tst_stepmarkers.moc"
