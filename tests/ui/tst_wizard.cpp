// Drives the wizard like a user: keyboard and mouse through the dense and the MoE paths, the diagnostics panel,
// fix buttons, undo, and the language switch.
#include "diagnostics/diagnosticsmodel.h"
#include "diagnostics/diagnosticspanel.h"
#include "session/configsession.h"
#include "uitestsupport.h"
#include "wizard/configwizard.h"
#include "wizard/graphspage.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

using namespace cga;

namespace {

QStringList shownIds(DiagnosticsPanel* panel)
{
    QStringList ids;
    for (const Diagnostic& d : panel->model()->diagnostics())
        ids << d.id;
    return ids;
}

void chooseComboData(QComboBox* combo, const QVariant& data)
{
    // Keyboard: focus the combo and step with the arrow keys until the wanted entry is current.
    combo->setFocus();
    const int target = combo->findData(data);
    QVERIFY(target >= 0);
    QTest::keyClick(combo, Qt::Key_Home);
    for (int i = 0; i < target; ++i)
        QTest::keyClick(combo, Qt::Key_Down);
    QCOMPARE(combo->currentIndex(), target);
}

void typeInto(QSpinBox* spin, int value)
{
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QString::number(value));
    QTest::keyClick(spin, Qt::Key_Tab);
}

QAbstractButton* nextButton(ConfigWizard* w)
{
    return w->button(QWizard::NextButton);
}

} // namespace

class TestWizard : public QObject
{
    Q_OBJECT

private slots:
    void densePath();
    void moePathShowsMoePage();
    void diagnosticsShowAndClear();
    void fixButtonRepairsAndUndoRestores();
    void illegalScopeIsExplainedInPlace();
    void scopesThatCauseAnErrorCanBeCleared();
    void theErrorFrameIsOnTheFieldAtFault();
    void fieldsThatDoNotApplyAreDisabledWithTheReason();
    void clickingAFieldLinkShowsItsPage();
    void languageSwitchRetranslatesEverything();
    void diagnosticsModelIsConsistent();
};

void TestWizard::densePath()
{
    test::UiFixture f;
    ConfigWizard* w = f.wizard();
    f.window->startBlank();
    QCOMPARE(w->currentId(), int(ConfigWizard::Workload));
    typeInto(w->findChild<QSpinBox*>(QStringLiteral("model.num_layers")), 32);
    typeInto(w->findChild<QSpinBox*>(QStringLiteral("model.hidden_size")), 4096);
    typeInto(w->findChild<QSpinBox*>(QStringLiteral("seqLength")), 8192);
    QCOMPARE(f.session()->config().intValue(FieldId::NumLayers), 32);
    QCOMPARE(f.session()->config().intValue(FieldId::ModelSeqLength), 8192);
    QCOMPARE(f.session()->config().intValue(FieldId::DatasetSeqLength), 8192); // kept equal (MB-24)
    QTest::mouseClick(nextButton(w), Qt::LeftButton);
    QCOMPARE(w->currentId(), int(ConfigWizard::Memory));
    QTest::mouseClick(nextButton(w), Qt::LeftButton);
    QCOMPARE(w->currentId(), int(ConfigWizard::Graphs)); // a dense model skips the MoE page
    chooseComboData(w->findChild<QComboBox*>(QStringLiteral("model.cuda_graph_impl")),
                    QStringLiteral("transformer_engine"));
    QCheckBox* attn = w->graphsPage()->scopeBox(QStringLiteral("attn"));
    QVERIFY(attn->isEnabled());
    QTest::mouseClick(attn, Qt::LeftButton, {}, QPoint(8, attn->height() / 2));
    const TrainingConfig& c = f.session()->config();
    QCOMPARE(c.stringValue(FieldId::CudaGraphImpl), QStringLiteral("transformer_engine"));
    QCOMPARE(c.listValue(FieldId::CudaGraphModules), QStringList{QStringLiteral("attn")});
    QTest::mouseClick(nextButton(w), Qt::LeftButton);
    QCOMPARE(w->currentId(), int(ConfigWizard::Environment));
}

void TestWizard::moePathShowsMoePage()
{
    test::UiFixture f;
    ConfigWizard* w = f.wizard();
    f.window->startBlank();
    chooseComboData(w->findChild<QComboBox*>(QStringLiteral("modelKind")), 1 /* MoE dropless */);
    QVERIFY(f.session()->config().intValue(FieldId::NumMoeExperts) > 1);
    QTest::mouseClick(nextButton(w), Qt::LeftButton);
    QTest::mouseClick(nextButton(w), Qt::LeftButton);
    QCOMPARE(w->currentId(), int(ConfigWizard::Moe));
    chooseComboData(w->findChild<QComboBox*>(QStringLiteral("model.moe_token_dispatcher_type")),
                    QStringLiteral("alltoall"));
    QCOMPARE(f.session()->config().stringValue(FieldId::MoeTokenDispatcherType), QStringLiteral("alltoall"));
    QTest::mouseClick(nextButton(w), Qt::LeftButton);
    QCOMPARE(w->currentId(), int(ConfigWizard::Graphs));
}

void TestWizard::diagnosticsShowAndClear()
{
    test::UiFixture f;
    ConfigSession* s = f.session();
    f.window->startBlank();
    QVERIFY(!shownIds(f.diagnosticsPanel()).contains(QLatin1String("MB-05")));
    f.window->applyChanges({{QStringLiteral("model.cuda_graph_impl"), QStringLiteral("transformer_engine")},
                            {QStringLiteral("model.cuda_graph_modules"), QStringList{"attn"}}},
                           QStringLiteral("graphs on"));
    QVERIFY(shownIds(f.diagnosticsPanel()).contains(QLatin1String("MB-05")));
    f.window->applyChanges({{QStringLiteral("model.use_te_rng_tracker"), true}}, QStringLiteral("rng"));
    QVERIFY(!shownIds(f.diagnosticsPanel()).contains(QLatin1String("MB-05")));
    QVERIFY(s->config().boolValue(FieldId::RngTeRngTracker) == false); // the user set only one flag
}

void TestWizard::fixButtonRepairsAndUndoRestores()
{
    test::UiFixture f;
    f.window->startBlank();
    f.window->applyChanges({{QStringLiteral("model.cuda_graph_impl"), QStringLiteral("full_iteration")}},
                           QStringLiteral("full"));
    DiagnosticsPanel* panel = f.diagnosticsPanel();
    QVERIFY(shownIds(panel).contains(QLatin1String("MB-03")));
    QVERIFY(panel->select(QStringLiteral("MB-03")));
    QVERIFY(panel->detailsText().contains(QLatin1String("check_for_nan_in_loss must be disabled")));
    const QList<QPushButton*> fixes = panel->fixButtons();
    QVERIFY(!fixes.isEmpty());
    QTest::mouseClick(fixes.first(), Qt::LeftButton);
    QVERIFY(!f.session()->config().boolValue(FieldId::CheckForNanInLoss));
    QVERIFY(!shownIds(panel).contains(QLatin1String("MB-03")));
    // The fix changed a setting on the CUDA graphs page while the Workload page is shown: the status bar says so.
    const QString status = f.window->statusBar()->currentMessage();
    QVERIFY2(status.startsWith(QLatin1String("Fix applied:")) && status.contains(f.wizard()->graphsPage()->title()),
             qPrintable(status));
    f.undo();
    QVERIFY(f.session()->config().boolValue(FieldId::CheckForNanInLoss));
    QVERIFY(shownIds(panel).contains(QLatin1String("MB-03")));
    f.redo();
    QVERIFY(!shownIds(panel).contains(QLatin1String("MB-03")));
}

void TestWizard::illegalScopeIsExplainedInPlace()
{
    test::UiFixture f;
    f.window->startBlank(); // a dense model
    f.window->applyChanges({{QStringLiteral("model.cuda_graph_impl"), QStringLiteral("transformer_engine")},
                            {QStringLiteral("model.use_te_rng_tracker"), true}},
                           QStringLiteral("te"));
    GraphsPage* page = f.wizard()->graphsPage();
    QCheckBox* router = page->scopeBox(QStringLiteral("moe_router"));
    QVERIFY(!router->isEnabled());
    QVERIFY(page->whyNotAllowed(QStringLiteral("moe_router")).startsWith(QLatin1String("MC-18")));
    auto* why = page->findChild<QLabel*>(QStringLiteral("whyNot_moe_router"));
    QVERIFY(why && why->text().contains(QLatin1String("MC-18")));
    QVERIFY(page->scopeBox(QStringLiteral("attn"))->isEnabled());
    QVERIFY(page->whyNotAllowed(QStringLiteral("attn")).isEmpty());
}

void TestWizard::scopesThatCauseAnErrorCanBeCleared()
{
    test::UiFixture f; // the default preset captures moe_router and moe_preprocess with Transformer Engine
    f.window->applyChanges({{QStringLiteral("model.cuda_graph_impl"), QStringLiteral("full_iteration")}},
                           QStringLiteral("full"));
    GraphsPage* page = f.wizard()->graphsPage();
    QCheckBox* router = page->scopeBox(QStringLiteral("moe_router"));
    QCheckBox* preprocess = page->scopeBox(QStringLiteral("moe_preprocess"));
    QVERIFY(router->isChecked() && preprocess->isChecked());
    QVERIFY(router->isEnabled() && preprocess->isEnabled()); // ticked scopes can always be cleared
    QVERIFY(!page->scopeBox(QStringLiteral("attn"))->isEnabled()); // scopes do not apply to full iteration
    preprocess->click();
    router->click();
    QVERIFY(f.session()->config().listValue(FieldId::CudaGraphModules).isEmpty());
    QVERIFY(!router->isEnabled()); // cleared, and not to be ticked with a full-iteration graph
}

void TestWizard::theErrorFrameIsOnTheFieldAtFault()
{
    test::UiFixture f;
    GraphsPage* page = f.wizard()->graphsPage();
    QGroupBox* scopes = nullptr;
    for (QGroupBox* g : page->findChildren<QGroupBox*>())
        if (g->isAncestorOf(page->scopeBox(QStringLiteral("attn"))))
            scopes = g;
    QVERIFY(scopes);
    QCOMPARE(scopes->property("cgaDiagnostic").toString(), QString());
    f.window->applyChanges({{QStringLiteral("model.cuda_graph_modules"), QStringList{"moe", "moe_router"}}},
                           QStringLiteral("bad"));
    QCOMPARE(scopes->property("cgaDiagnostic").toString(), QStringLiteral("error"));
    QCOMPARE(page->scopeBox(QStringLiteral("attn"))->property("cgaDiagnostic").toString(), QString());
    f.undo();
    QCOMPARE(scopes->property("cgaDiagnostic").toString(), QString());
}

void TestWizard::fieldsThatDoNotApplyAreDisabledWithTheReason()
{
    test::UiFixture f;
    ConfigWizard* w = f.wizard();
    auto* topk = w->findChild<QSpinBox*>(QStringLiteral("model.moe_router_topk"));
    auto* backend = w->findChild<QComboBox*>(QStringLiteral("model.moe_flex_dispatcher_backend"));
    QVERIFY(topk && backend);
    QVERIFY(topk->isEnabled()); // the default preset is a mixture of experts
    f.window->applyChanges({{QStringLiteral("model.moe_token_dispatcher_type"), QStringLiteral("alltoall")}},
                           QStringLiteral("alltoall"));
    QVERIFY(!backend->isEnabled());
    QVERIFY2(backend->toolTip().contains(QLatin1String("flex")), qPrintable(backend->toolTip()));
    f.window->applyChanges({{QStringLiteral("model.moe_token_dispatcher_type"), QStringLiteral("flex")}},
                           QStringLiteral("flex"));
    QVERIFY(backend->isEnabled());
    f.window->startBlank(); // a dense model
    QVERIFY(!topk->isEnabled());
    QVERIFY2(topk->toolTip().contains(QLatin1String("mixture-of-experts")), qPrintable(topk->toolTip()));
    QVERIFY(!w->findChild<QWidget*>(QStringLiteral("model.moe_layer_freq"))->isEnabled());
    f.window->applyChanges({{QStringLiteral("model.num_moe_experts"), 8}}, QStringLiteral("moe"));
    QVERIFY(topk->isEnabled());
}

void TestWizard::clickingAFieldLinkShowsItsPage()
{
    test::UiFixture f;
    f.window->startBlank();
    emit f.diagnosticsPanel()->fieldActivated(QStringLiteral("model.recompute_granularity"));
    QCOMPARE(f.wizard()->currentId(), int(ConfigWizard::Memory));
    emit f.diagnosticsPanel()->fieldActivated(QStringLiteral("env_vars.NCCL_GRAPH_REGISTER"));
    QCOMPARE(f.wizard()->currentId(), int(ConfigWizard::Environment));
    emit f.diagnosticsPanel()->fieldActivated(QStringLiteral("model.cuda_graph_modules"));
    QCOMPARE(f.wizard()->currentId(), int(ConfigWizard::Graphs));
}

void TestWizard::languageSwitchRetranslatesEverything()
{
    test::UiFixture f;
    ConfigWizard* w = f.wizard();
    f.window->startBlank();
    const QString englishNext = nextButton(w)->text();
    const QString englishTitle = w->currentPage()->title();
    const QString englishMenu = f.window->menuBar()->actions().first()->text();
    f.window->applyChanges({{QStringLiteral("model.cuda_graph_impl"), QStringLiteral("full_iteration")}},
                           QStringLiteral("x"));
    QString englishMessage;
    for (const Diagnostic& d : f.diagnosticsPanel()->model()->diagnostics())
        if (d.id == QLatin1String("MB-03"))
            englishMessage = d.message;
    f.window->setLanguage(QStringLiteral("zh_CN"));
    QCoreApplication::processEvents(); // Qt posts QEvent::LanguageChange to the windows
    QVERIFY(nextButton(w)->text() != englishNext);
    QVERIFY(w->currentPage()->title() != englishTitle);
    QVERIFY(f.window->menuBar()->actions().first()->text() != englishMenu);
    QString chineseMessage;
    for (const Diagnostic& d : f.diagnosticsPanel()->model()->diagnostics())
        if (d.id == QLatin1String("MB-03"))
            chineseMessage = d.message;
    QVERIFY(!chineseMessage.isEmpty() && chineseMessage != englishMessage);
    QCOMPARE(f.settings->language(), QStringLiteral("zh_CN"));
    f.window->setLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
    QCOMPARE(nextButton(w)->text(), englishNext);
    QCOMPARE(w->currentPage()->title(), englishTitle);
}

void TestWizard::diagnosticsModelIsConsistent()
{
    DiagnosticsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Diagnostic a;
    a.id = QStringLiteral("MC-22");
    a.severity = Severity::Error;
    Diagnostic b;
    b.id = QStringLiteral("ADV-01");
    b.severity = Severity::Info;
    model.setDiagnostics({a, b, a});
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.rowCount(model.index(0, 0)), 2);
    QCOMPARE(model.rowCount(model.index(2, 0)), 1);
    QCOMPARE(model.index(0, 0, model.index(0, 0)).data(DiagnosticsModel::IdRole).toString(), QStringLiteral("MC-22"));
    model.setDiagnostics({});
    QCOMPARE(model.rowCount(model.index(0, 0)), 0);
}

QTEST_MAIN(TestWizard)
#include "tst_wizard.moc"
