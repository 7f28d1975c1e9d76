// Every page fits the screens users have (1024x700, 1280x800, 1600x1000) in English and Chinese: the window can be
// that small, the wizard's Back/Next/Finish and the page's main buttons are on screen, no control is squeezed below
// the height its text needs (a squeezed check box clips the underscores of identifiers), and number fields keep a
// sensible width on a wide window. With CGA_SCREENSHOT_DIR set, each page is also saved there as PNG
// (scripts/screenshots.sh runs this under a real X server).
#include "recipes/presetlibrary.h"
#include "uitestsupport.h"
#include "wizard/configwizard.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>

using namespace cga;

namespace {

// The widget lies wholly on screen: inside the window and not clipped by a scroll area or a parent.
bool whollyShown(QWidget* w)
{
    return w->isVisible() && w->visibleRegion().boundingRect().size() == w->size();
}

// The controls of a page that are shorter than their text needs, named for the failure message.
QStringList squeezed(QWidget* page)
{
    QStringList out;
    const QList<QWidget*> all = page->findChildren<QWidget*>();
    for (QWidget* w : all) {
        if (!w->isVisible())
            continue;
        const bool control = qobject_cast<QCheckBox*>(w) || qobject_cast<QRadioButton*>(w)
            || qobject_cast<QPushButton*>(w) || qobject_cast<QComboBox*>(w) || qobject_cast<QAbstractSpinBox*>(w)
            || (qobject_cast<QLineEdit*>(w) && !qobject_cast<QAbstractSpinBox*>(w->parentWidget())
                && !qobject_cast<QComboBox*>(w->parentWidget())); // those size their line edit themselves
        if (control && w->height() < w->minimumSizeHint().height())
            out << QStringLiteral("%1 (%2 < %3 px)")
                       .arg(w->objectName().isEmpty() ? QString::fromLatin1(w->metaObject()->className())
                                                      : w->objectName())
                       .arg(w->height())
                       .arg(w->minimumSizeHint().height());
    }
    return out;
}

// Number fields wider than anyone needs to type a number.
QStringList stretchedNumbers(QWidget* page, int limit)
{
    QStringList out;
    for (QAbstractSpinBox* s : page->findChildren<QAbstractSpinBox*>())
        if (s->isVisible() && s->width() > limit)
            out << QStringLiteral("%1 (%2 px)").arg(s->objectName()).arg(s->width());
    return out;
}

// Pages that are wider than the window: a horizontal scroll bar of a page's scroll area (lists and text views
// scroll their own contents and are not counted).
QStringList tooWide(QWidget* page)
{
    QStringList out;
    QList<QScrollArea*> areas = page->findChildren<QScrollArea*>();
    if (auto* self = qobject_cast<QScrollArea*>(page))
        areas << self;
    for (QScrollArea* a : areas)
        if (a->isVisible() && a->horizontalScrollBar()->isVisible()) {
            // The widgets that hold it wide: those whose minimum width does not fit.
            QStringList wide;
            if (a->widget())
                for (QWidget* c : a->widget()->findChildren<QWidget*>())
                    if (c->isVisible() && c->minimumSizeHint().width() > a->viewport()->width())
                        wide << QStringLiteral("%1 %2 (%3 px)")
                                    .arg(QString::fromLatin1(c->metaObject()->className()), c->objectName())
                                    .arg(c->minimumSizeHint().width());
            out << QStringLiteral("%1 (%2 px of content in %3 px: %4)")
                       .arg(a->objectName())
                       .arg(a->widget() ? a->widget()->minimumSizeHint().width() : 0)
                       .arg(a->viewport()->width())
                       .arg(wide.join(QStringLiteral(", ")));
        }
    return out;
}

void saveIfAsked(QWidget* window, const QString& name)
{
    const QString dir = qEnvironmentVariable("CGA_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        window->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

} // namespace

class TestScreenFit : public QObject
{
    Q_OBJECT

private slots:
    void everyPageFits_data();
    void everyPageFits();
};

void TestScreenFit::everyPageFits_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const char* language : {"en", "zh_CN"})
        for (const QSize size : {QSize(1024, 700), QSize(1280, 800), QSize(1600, 1000)})
            QTest::addRow("%s %dx%d", language, size.width(), size.height()) << QString::fromLatin1(language) << size;
}

void TestScreenFit::everyPageFits()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    test::UiFixture f(language);
    MainWindow* window = f.window.get();
    window->resize(size);
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QTest::qWait(50);
    QCOMPARE(window->size(), size); // not held larger by the minimum size of a page
    const QString suffix = QStringLiteral("-%1x%2-%3").arg(size.width()).arg(size.height()).arg(language);

    ConfigWizard* w = f.wizard();
    f.reviewPage()->confirmAllRisks();
    int n = 0;
    do {
        QTest::qWait(30);
        QWidget* page = w->currentPage();
        const QString name = page->objectName();
        for (auto which : {QWizard::BackButton, QWizard::NextButton, QWizard::FinishButton}) {
            QAbstractButton* b = w->button(which);
            if (b->isVisible())
                QVERIFY2(whollyShown(b), qPrintable(name + QStringLiteral(": ") + b->text()));
        }
        QVERIFY2(squeezed(page).isEmpty(), qPrintable(name + QStringLiteral(": ") + squeezed(page).join(", ")));
        QVERIFY2(tooWide(page).isEmpty(), qPrintable(name + QStringLiteral(": ") + tooWide(page).join(", ")));
        QVERIFY2(stretchedNumbers(page, 360).isEmpty(),
                 qPrintable(name + QStringLiteral(": ") + stretchedNumbers(page, 360).join(", ")));
        if (w->currentId() == ConfigWizard::Graphs)
            QVERIFY2(whollyShown(f.recommendationPanel()->applyButton()), "Apply the proposal is off screen");
        if (w->currentId() == ConfigWizard::Review)
            QVERIFY2(whollyShown(f.part<QPushButton>("exportAll")), "Export all is off screen");
        saveIfAsked(window, QStringLiteral("page%1-%2").arg(n).arg(name) + suffix);
        if (w->nextId() == -1)
            break;
        w->next();
    } while (++n < 10);
    QCOMPARE(w->currentId(), int(ConfigWizard::Review));

    for (auto tab : {MainWindow::BenchmarkTab, MainWindow::ResultsTab, MainWindow::ClusterTab}) {
        window->showTab(tab);
        QTest::qWait(30);
        QWidget* page = f.tabs()->currentWidget();
        QCOMPARE(window->size(), size);
        QVERIFY2(squeezed(page).isEmpty(),
                 qPrintable(page->objectName() + QStringLiteral(": ") + squeezed(page).join(", ")));
        QVERIFY2(tooWide(page).isEmpty(),
                 qPrintable(page->objectName() + QStringLiteral(": ") + tooWide(page).join(", ")));
        saveIfAsked(window, page->objectName() + suffix);
    }
}

QTEST_MAIN(TestScreenFit)
#include "tst_screenfit.moc"
