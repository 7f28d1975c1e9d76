// The diagnostics panel can be hidden and shown again on every page (View > Diagnostics), the page then takes the
// room, and the choice is kept for the next start.
#include "uitestsupport.h"

#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QTest>

using namespace cga;

namespace {

QAction* diagnosticsToggle(test::UiFixture& f)
{
    auto* dock = f.part<QDockWidget>("diagnosticsDock");
    return dock ? dock->toggleViewAction() : nullptr;
}

} // namespace

class TestDiagnosticsDock : public QObject
{
    Q_OBJECT

private slots:
    void hideableOnEveryPage_data();
    void hideableOnEveryPage();
    void theChoiceIsKept();
};

void TestDiagnosticsDock::hideableOnEveryPage_data()
{
    QTest::addColumn<int>("tab");
    QTest::newRow("configure") << int(MainWindow::ConfigureTab);
    QTest::newRow("benchmark") << int(MainWindow::BenchmarkTab);
    QTest::newRow("results") << int(MainWindow::ResultsTab);
    QTest::newRow("cluster") << int(MainWindow::ClusterTab);
}

void TestDiagnosticsDock::hideableOnEveryPage()
{
    QFETCH(int, tab);
    test::UiFixture f;
    QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
    f.window->showTab(MainWindow::Tab(tab));
    auto* dock = f.part<QDockWidget>("diagnosticsDock");
    QAction* toggle = diagnosticsToggle(f);
    QVERIFY(dock && toggle);
    // It is in the View menu, where a user looks for it.
    bool inViewMenu = false;
    for (QAction* menu : f.window->menuBar()->actions())
        if (menu->menu() && menu->menu()->actions().contains(toggle))
            inViewMenu = true;
    QVERIFY(inViewMenu);
    QVERIFY(dock->isVisible());
    QVERIFY(toggle->isChecked());
    const int before = f.tabs()->width();
    toggle->trigger();
    QTRY_VERIFY(!dock->isVisible());
    QVERIFY(!toggle->isChecked());
    QTRY_VERIFY(f.tabs()->width() > before); // the page takes the room
    toggle->trigger();
    QTRY_VERIFY(dock->isVisible());
    QTRY_COMPARE(f.tabs()->width(), before);
}

void TestDiagnosticsDock::theChoiceIsKept()
{
    test::UiFixture f;
    QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
    diagnosticsToggle(f)->trigger();
    QVERIFY(!f.part<QDockWidget>("diagnosticsDock")->isVisible());
    QVERIFY(f.window->close());
    // The next start, with the same settings.
    f.window = std::make_unique<MainWindow>(f.settings.get(), f.translations.get());
    f.window->show();
    QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
    QVERIFY(!f.part<QDockWidget>("diagnosticsDock")->isVisible());
    QVERIFY(!diagnosticsToggle(f)->isChecked());
}

QTEST_MAIN(TestDiagnosticsDock)
#include "tst_diagnosticsdock.moc"
