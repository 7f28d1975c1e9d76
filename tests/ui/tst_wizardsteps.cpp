// The step list beside the wizard: the current step highlighted, the MoE step greyed for a dense model with the
// reason as tool tip, steps already reached clickable to go back, later ones not, and the titles in the language
// of the moment.
#include "uitestsupport.h"
#include "wizard/configwizard.h"
#include "wizard/wizardsteplist.h"

#include <QListWidget>
#include <QTest>

using namespace cga;

namespace {

QListWidgetItem* stepItem(ConfigWizard* w, int id)
{
    const int row = w->stepList()->rowOf(id);
    return row < 0 ? nullptr : w->stepList()->item(row);
}

void clickStep(ConfigWizard* w, int id)
{
    QListWidget* list = w->stepList();
    QListWidgetItem* item = stepItem(w, id);
    QVERIFY(item);
    list->scrollToItem(item);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(item).center());
}

bool hasChinese(const QString& s)
{
    for (const QChar c : s)
        if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF)
            return true;
    return false;
}

} // namespace

class TestWizardSteps : public QObject
{
    Q_OBJECT

private slots:
    void listsEveryStepBesideThePages();
    void moeStepAppliesOnlyToMoeModels_data();
    void moeStepAppliesOnlyToMoeModels();
    void currentStepIsHighlighted();
    void reachedStepsAreClickable();
    void titlesFollowTheLanguage();
};

void TestWizardSteps::listsEveryStepBesideThePages()
{
    test::UiFixture f;
    ConfigWizard* w = f.wizard();
    QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
    QVERIFY(w->stepList()->isVisible());
    QCOMPARE(w->stepList()->count(), w->pageIds().size());
    for (int id : w->pageIds()) {
        QListWidgetItem* item = stepItem(w, id);
        QVERIFY(item);
        QVERIFY2(item->text().endsWith(w->page(id)->title()), qPrintable(item->text()));
    }
    // Beside the page, not over it.
    const QRect list = w->stepList()->geometry();
    const QRect page(w->currentPage()->mapTo(w, QPoint()), w->currentPage()->size());
    QVERIFY2(!list.intersects(page), "the step list covers the page");
}

void TestWizardSteps::moeStepAppliesOnlyToMoeModels_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<bool>("moe");
    QTest::newRow("dense llama3 8b") << QStringLiteral("llama3-8b-b200-bf16-full") << false;
    QTest::newRow("dense llama3 70b") << QStringLiteral("llama3-70b-b200-bf16-full") << false;
    QTest::newRow("moe qwen3 30b") << QStringLiteral("qwen3-30b-a3b-h100-bf16-te") << true;
    QTest::newRow("moe deepseek v3") << QStringLiteral("deepseek-v3-b300-bf16-te") << true;
}

void TestWizardSteps::moeStepAppliesOnlyToMoeModels()
{
    QFETCH(QString, preset);
    QFETCH(bool, moe);
    test::UiFixture f;
    ConfigWizard* w = f.wizard();
    QVERIFY(f.window->applyPreset(preset));
    QListWidgetItem* item = stepItem(w, ConfigWizard::Moe);
    QVERIFY(item);
    QCOMPARE(bool(item->flags() & Qt::ItemIsEnabled), moe);
    if (!moe) {
        QVERIFY2(item->toolTip().contains(QLatin1String("num_moe_experts")), qPrintable(item->toolTip()));
        QVERIFY2(!item->text().contains(QLatin1Char('.')), qPrintable(item->text())); // not numbered
    }
    // The other steps always apply.
    for (int id : {int(ConfigWizard::Start), int(ConfigWizard::Graphs), int(ConfigWizard::Review)})
        QVERIFY(stepItem(w, id)->flags() & Qt::ItemIsEnabled);
    // Making the model dense greys the step at once (and MoE makes it apply again).
    f.window->applyChanges({{QStringLiteral("model.num_moe_experts"), moe ? QVariant() : QVariant(8)}},
                           QStringLiteral("experts"));
    QCOMPARE(bool(stepItem(w, ConfigWizard::Moe)->flags() & Qt::ItemIsEnabled), !moe);
}

void TestWizardSteps::currentStepIsHighlighted()
{
    test::UiFixture f;
    ConfigWizard* w = f.wizard();
    w->restart();
    for (int guard = 0; guard < 10 && w->nextId() != -1; ++guard) {
        QCOMPARE(w->stepList()->currentStep(), w->currentId());
        QListWidgetItem* item = stepItem(w, w->currentId());
        QVERIFY(item->isSelected());
        QVERIFY(item->font().bold());
        for (int id : w->pageIds())
            if (id != w->currentId())
                QVERIFY(!stepItem(w, id)->font().bold());
        w->next();
    }
    QCOMPARE(w->currentId(), int(ConfigWizard::Review));
}

void TestWizardSteps::reachedStepsAreClickable()
{
    test::UiFixture f;
    ConfigWizard* w = f.wizard();
    QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
    w->restart();
    w->next(); // Workload
    w->next(); // Memory
    w->next(); // MoE (the default preset is a MoE model)
    QCOMPARE(w->currentId(), int(ConfigWizard::Moe));
    // A later step is not reached yet: a click does nothing.
    clickStep(w, ConfigWizard::Review);
    QCOMPARE(w->currentId(), int(ConfigWizard::Moe));
    // A step already reached: a click goes back to it.
    clickStep(w, ConfigWizard::Workload);
    QCOMPARE(w->currentId(), int(ConfigWizard::Workload));
    QCOMPARE(w->stepList()->currentStep(), int(ConfigWizard::Workload));
    clickStep(w, ConfigWizard::Start);
    QCOMPARE(w->currentId(), int(ConfigWizard::Start));
    QVERIFY(!w->goToStep(ConfigWizard::Graphs));
}

void TestWizardSteps::titlesFollowTheLanguage()
{
    test::UiFixture f;
    ConfigWizard* w = f.wizard();
    const QString english = stepItem(w, ConfigWizard::Graphs)->text();
    f.window->setLanguage(QStringLiteral("zh_CN"));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    for (int id : w->pageIds())
        QVERIFY2(hasChinese(stepItem(w, id)->text()), qPrintable(stepItem(w, id)->text()));
    f.window->applyPreset(QStringLiteral("llama3-8b-b200-bf16-full"));
    QVERIFY2(hasChinese(stepItem(w, ConfigWizard::Moe)->toolTip()),
             qPrintable(stepItem(w, ConfigWizard::Moe)->toolTip()));
    f.window->setLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    f.window->applyPreset(QStringLiteral("qwen3-30b-a3b-h100-bf16-te"));
    QCOMPARE(stepItem(w, ConfigWizard::Graphs)->text(), english);
}

QTEST_MAIN(TestWizardSteps)
#include "tst_wizardsteps.moc"
