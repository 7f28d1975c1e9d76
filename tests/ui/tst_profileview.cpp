// The Profile tab of the Results page: a real eager trace opened, its timeline, per-scope table, recommendation and
// exports; a broken trace leaves the view as it was.
#include "results/profiletimeline.h"
#include "results/profileview.h"
#include "results/resultsview.h"
#include "support/nsysexportwriter.h"
#include "support/tracewriter.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#undef QT_NO_FOREACH
#include <qcustomplot.h>

using namespace cga;

class TestProfileView : public QObject
{
    Q_OBJECT

private:
    static QString dense() { return QStringLiteral(CGA_TEST_DATA_DIR "/profile/dense_eager.pt.trace.json.gz"); }
    QTemporaryDir m_dir;

    static QStringList column(const QTableWidget* t, int c)
    {
        QStringList out;
        for (int r = 0; r < t->rowCount(); ++r)
            out << t->item(r, c)->text();
        return out;
    }

private slots:
    void resultsPageHasAProfileTab()
    {
        ResultsView results;
        QVERIFY(results.profileView());
        auto* tabs = results.findChild<QTabWidget*>();
        QVERIFY(tabs);
        const int i = tabs->indexOf(results.profileView());
        QVERIFY(i >= 0);
        QCOMPARE(tabs->tabText(i), QStringLiteral("Profile"));
    }

    void opensARealTrace()
    {
        ProfileView view;
        view.resize(1200, 800);
        QString error;
        QVERIFY2(view.openTrace(dense(), &error), qPrintable(error));
        QCOMPARE(view.stepSelector()->count(), 2);
        QCOMPARE(view.stepSelector()->currentIndex(), 1); // the last, steadier step
        QCOMPARE(column(view.table(), 0), (QStringList{"attn", "mlp", "layer", "full_iteration"}));
        QVERIFY(view.recommendationText().startsWith(QLatin1String("Graph attn and mlp:")));
        auto* label = view.findChild<QLabel*>(QStringLiteral("profileRecommendation"));
        QVERIFY(label && label->text().contains(QLatin1String("launch-bound")));
        // Host lane, GPU lane with its gaps, scope bands: thousands of shapes for 573 kernels.
        const int items = view.timeline()->drawnItems();
        QVERIFY2(items > 1000, qPrintable(QString::number(items)));
        view.stepSelector()->setCurrentIndex(0);
        QVERIFY(view.timeline()->title().startsWith(QLatin1String("step 1")));
    }

    // Opened from the button, a trace is read off the GUI thread behind a progress dialog: the window keeps painting
    // and the view fills when the read ends; a broken file is reported and leaves the view as it was.
    void loadsInTheBackground()
    {
        ProfileView view;
        view.resize(1200, 800);
        view.show();
        QSignalSpy opened(&view, &ProfileView::traceOpened);
        QSignalSpy failed(&view, &ProfileView::traceFailed);
        view.loadTrace(dense());
        QVERIFY(opened.wait(20000));
        QVERIFY(failed.isEmpty());
        QVERIFY(!view.isLoading());
        QCOMPARE(view.stepSelector()->count(), 2);
        QTRY_VERIFY(!view.findChild<QProgressDialog*>(QStringLiteral("profileProgress")));

        const QString path = m_dir.filePath(QStringLiteral("cut.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"traceEvents\": [{\"ph\": \"X\"");
        f.close();
        QString warning;
        QTimer answer; // the warning box: read it and close it, as a user would
        connect(&answer, &QTimer::timeout, this, [&warning] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                warning = box->text();
                box->accept();
            }
        });
        answer.start(20);
        view.loadTrace(path);
        QVERIFY(failed.wait(20000));
        QCOMPARE(failed.first().at(1).value<ProfileError>().kind, ProfileError::Kind::Truncated);
        QTRY_VERIFY(warning.contains(QLatin1String("truncated")));
        QCOMPARE(view.report().analysis.path, dense());
    }

    // An Nsight Systems export of the same run opens as the trace does, and says what it is.
    void opensAnNsightExport()
    {
        const QString path = m_dir.filePath(QStringLiteral("dense.sqlite"));
        QString error;
        QVERIFY2(cga::test::NsysExportWriter().writeTrace(dense(), path, &error), qPrintable(error));
        ProfileView view;
        view.resize(1024, 700);
        QVERIFY2(view.openTrace(path, &error), qPrintable(error));
        QCOMPARE(view.stepSelector()->count(), 2);
        QCOMPARE(column(view.table(), 0), (QStringList{"attn", "mlp", "layer", "full_iteration"}));
        const auto labels = view.findChildren<QLabel*>();
        const bool named = std::any_of(labels.begin(), labels.end(), [](const QLabel* l) {
            return l->text().contains(QLatin1String("Nsight Systems 2024.5.1.113 SQLite export"));
        });
        QVERIFY(named);
    }

    // A trace without step markers asks for one; the whole trace as one step then opens it.
    void asksForAStepMarker_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<bool>("opens");
        QTest::addColumn<QString>("step");
        QTest::newRow("whole trace") << "wholeTrace" << true << "whole trace";
        QTest::newRow("a marker") << "nameStepMarker" << true << "step 1";
        QTest::newRow("cancel") << "" << false << "";
    }
    void asksForAStepMarker()
    {
        QFETCH(QString, answer);
        QFETCH(bool, opens);
        QFETCH(QString, step);
        cga::test::TraceWriter w;
        for (int i = 0; i < 3; ++i) {
            w.annotation("iteration", 1000.0 * i, 900);
            w.launch(1000.0 * i + 10, 5, 1000.0 * i + 20, 300);
        }
        const QString path = m_dir.filePath(QStringLiteral("nomarkers.json"));
        QVERIFY(cga::test::TraceWriter::write(path, w.json()));
        ProfileView view;
        view.resize(1024, 700);
        view.show();
        QSignalSpy opened(&view, &ProfileView::traceOpened);
        QSignalSpy failed(&view, &ProfileView::traceFailed);
        QString question;
        QTimer click;
        connect(&click, &QTimer::timeout, this, [&] {
            QWidget* modal = QApplication::activeModalWidget();
            if (auto* box = qobject_cast<QMessageBox*>(modal)) {
                question = box->text();
                if (auto* b = box->findChild<QAbstractButton*>(answer); b && !answer.isEmpty())
                    b->click();
                else
                    box->reject();
            } else if (auto* input = modal ? modal->findChild<QLineEdit*>() : nullptr) {
                input->setText(QStringLiteral("iteration"));
                QMetaObject::invokeMethod(modal, "accept");
            }
        });
        click.start(20);
        view.loadTrace(path);
        if (opens) {
            QVERIFY(opened.wait(20000));
            QCOMPARE(view.stepSelector()->itemText(0), step);
        } else {
            QVERIFY(failed.wait(20000));
            QCOMPARE(failed.first().at(1).value<ProfileError>().kind, ProfileError::Kind::NoSteps);
        }
        QVERIFY2(question.contains(QLatin1String("--step-marker")), qPrintable(question));
    }

    void brokenTraceKeepsTheView()
    {
        ProfileView view;
        QString error;
        QVERIFY(view.openTrace(dense(), &error));
        const QString path = m_dir.filePath(QStringLiteral("broken.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"traceEvents\": [{\"ph\": \"X\"");
        f.close();
        QVERIFY(!view.openTrace(path, &error));
        QVERIFY2(error.contains(QLatin1String("truncated")), qPrintable(error));
        QCOMPARE(view.table()->rowCount(), 4);
        QCOMPARE(view.report().analysis.path, dense());
    }

    void exportsTheTimeline_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<QByteArray>("magic");
        QTest::newRow("png") << QByteArray("png") << QByteArray("\x89PNG");
        QTest::newRow("pdf") << QByteArray("pdf") << QByteArray("%PDF");
    }

    void exportsTheTimeline()
    {
        QFETCH(QByteArray, format);
        QFETCH(QByteArray, magic);
        ProfileView view;
        QString error;
        QVERIFY(view.openTrace(dense(), &error));
        const QString path = m_dir.filePath(QStringLiteral("timeline.") + QString::fromLatin1(format));
        QVERIFY2(view.timeline()->exportTo(path, format, &error), qPrintable(error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.size() > 10000);
        QVERIFY(f.read(magic.size()) == magic);
        const QString missing = m_dir.filePath(QStringLiteral("no/such/t.png"));
        QVERIFY(!view.timeline()->exportTo(missing, "png", &error));
        QVERIFY(error.contains(missing));
    }
};

QTEST_MAIN(TestProfileView)
#include "tst_profileview.moc"
