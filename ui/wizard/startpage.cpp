#include "wizard/startpage.h"

#include "buttongrid.h"
#include "session/configsession.h"

#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cga {

namespace {
constexpr int kIdRole = Qt::UserRole + 1;
constexpr int kCatalogueRole = Qt::UserRole + 2;
} // namespace

StartPage::StartPage(ConfigSession* session, FieldBinder* binder, QWidget* parent)
    : WizardPageBase(session, binder, parent)
    , m_search(new QLineEdit(this))
    , m_tree(new QTreeWidget(this))
    , m_openYaml(new QPushButton(this))
    , m_harness(new QPushButton(this))
    , m_megatron(new QPushButton(this))
    , m_log(new QPushButton(this))
    , m_blank(new QPushButton(this))
    , m_presetLabel(new QLabel(this))
    , m_otherLabel(new QLabel(this))
    , m_loaded(new QLabel(this))
{
    setObjectName(QStringLiteral("startPage"));
    m_loaded->setObjectName(QStringLiteral("loadedNote"));
    m_loaded->setWordWrap(true);
    m_search->setObjectName(QStringLiteral("presetSearch"));
    m_search->setClearButtonEnabled(true);
    m_tree->setObjectName(QStringLiteral("presetTree"));
    m_tree->setColumnCount(2);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->setMinimumHeight(260);
    m_openYaml->setObjectName(QStringLiteral("openYaml"));
    m_harness->setObjectName(QStringLiteral("importHarness"));
    m_megatron->setObjectName(QStringLiteral("importMegatron"));
    m_log->setObjectName(QStringLiteral("openLog"));
    m_blank->setObjectName(QStringLiteral("startBlank"));

    QGridLayout* buttons = ButtonGrid::make({m_openYaml, m_harness, m_megatron, m_log, m_blank});
    m_log->setVisible(false); // shown once the window can display training logs (setLogSupported)

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_presetLabel);
    layout->addWidget(m_search);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_loaded);
    layout->addWidget(m_otherLabel);
    layout->addLayout(buttons);

    connect(m_search, &QLineEdit::textChanged, this, &StartPage::filter);
    connect(m_session, &ConfigSession::resetDone, this, &StartPage::updateLoaded);
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        const QString id = item->data(0, kIdRole).toString();
        if (!id.isEmpty())
            emit presetChosen(id);
    });
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (item && !item->data(0, kIdRole).toString().isEmpty())
            emit presetChosen(item->data(0, kIdRole).toString());
    });
    connect(m_openYaml, &QPushButton::clicked, this, &StartPage::openYamlRequested);
    connect(m_harness, &QPushButton::clicked, this, &StartPage::harnessRequested);
    connect(m_megatron, &QPushButton::clicked, this, &StartPage::megatronRequested);
    connect(m_log, &QPushButton::clicked, this, &StartPage::logRequested);
    connect(m_blank, &QPushButton::clicked, this, &StartPage::blankRequested);
    retranslateUi();
}

void StartPage::setPresets(const QList<PresetEntry>& presets)
{
    m_presets = presets;
    rebuild();
}

void StartPage::rebuild()
{
    const QString current = currentPreset();
    const QSignalBlocker block(m_tree);
    m_tree->clear();
    QHash<QString, QTreeWidgetItem*> families;
    QHash<QString, QTreeWidgetItem*> gpus;
    for (const PresetEntry& p : m_presets) {
        const QString familyKey = (p.catalogue ? QStringLiteral("catalogue/") : QString()) + p.family;
        QTreeWidgetItem*& family = families[familyKey];
        if (!family) {
            family = new QTreeWidgetItem(m_tree, {p.catalogue ? tr("All Bridge recipes: %1").arg(p.family) : p.family});
            family->setFlags(Qt::ItemIsEnabled);
            family->setData(0, kCatalogueRole, p.catalogue);
        }
        QTreeWidgetItem*& gpu = gpus[familyKey + QLatin1Char('/') + p.gpu];
        if (!gpu) {
            gpu = new QTreeWidgetItem(family, {p.gpu.toUpper()});
            gpu->setFlags(Qt::ItemIsEnabled);
        }
        auto* item = new QTreeWidgetItem(gpu, {p.title, p.detail});
        item->setData(0, kIdRole, p.id);
        item->setToolTip(0, p.detail);
    }
    filter(m_search->text());
    setCurrentPreset(current);
    updateLoaded();
}

void StartPage::updateLoaded()
{
    QString what;
    const QString id = m_session->presetId();
    for (QTreeWidgetItemIterator it(m_tree); *it && what.isEmpty() && !id.isEmpty(); ++it)
        if ((*it)->data(0, kIdRole).toString() == id)
            what = (*it)->text(0);
    if (what.isEmpty())
        what = m_session->originText();
    if (what.isEmpty())
        what = tr("a blank configuration");
    m_loaded->setText(tr("Loaded: %1. Press Next to review its workload.").arg(what));
}

void StartPage::filter(const QString& text)
{
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int f = 0; f < m_tree->topLevelItemCount(); ++f) {
        QTreeWidgetItem* family = m_tree->topLevelItem(f);
        bool familyVisible = false;
        for (int g = 0; g < family->childCount(); ++g) {
            QTreeWidgetItem* gpu = family->child(g);
            bool gpuVisible = false;
            for (int i = 0; i < gpu->childCount(); ++i) {
                QTreeWidgetItem* item = gpu->child(i);
                const QString hay = family->text(0) + QLatin1Char(' ') + gpu->text(0) + QLatin1Char(' ') + item->text(0)
                    + QLatin1Char(' ') + item->text(1) + QLatin1Char(' ') + item->data(0, kIdRole).toString();
                bool match = true;
                for (const QString& w : words)
                    match = match && hay.contains(w, Qt::CaseInsensitive);
                item->setHidden(!match);
                gpuVisible = gpuVisible || match;
            }
            gpu->setHidden(!gpuVisible);
            familyVisible = familyVisible || gpuVisible;
        }
        family->setHidden(!familyVisible);
        // The curated presets stay open; the whole catalogue opens where a search finds something.
        const bool open = !family->data(0, kCatalogueRole).toBool() || !words.isEmpty();
        family->setExpanded(open && familyVisible);
        for (int g = 0; g < family->childCount(); ++g)
            family->child(g)->setExpanded(open);
    }
}

void StartPage::setLogSupported(bool supported)
{
    m_log->setVisible(supported);
}

int StartPage::visiblePresetCount() const
{
    int n = 0;
    for (QTreeWidgetItemIterator it(m_tree, QTreeWidgetItemIterator::NotHidden); *it; ++it)
        if (!(*it)->data(0, kIdRole).toString().isEmpty())
            ++n;
    return n;
}

void StartPage::setCurrentPreset(const QString& id)
{
    const QSignalBlocker block(m_tree);
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it) {
        if (!id.isEmpty() && (*it)->data(0, kIdRole).toString() == id) {
            m_tree->setCurrentItem(*it);
            m_tree->scrollToItem(*it);
            return;
        }
    }
    // Not a preset (a file, an import, a blank configuration): no preset is selected.
    m_tree->setCurrentItem(nullptr);
    m_tree->clearSelection();
}

QString StartPage::currentPreset() const
{
    return m_tree->currentItem() ? m_tree->currentItem()->data(0, kIdRole).toString() : QString();
}

void StartPage::retranslateUi()
{
    setTitle(tr("Start"));
    setSubTitle(tr("Begin from a recipe that Megatron Bridge ships, or from your own configuration."));
    m_presetLabel->setText(tr("Presets from Megatron Bridge recipes (double-click or select to load):"));
    m_search->setPlaceholderText(tr("Search presets: model, GPU, precision, recipe name ..."));
    m_tree->setHeaderLabels({tr("Preset"), tr("Source recipe")});
    m_otherLabel->setText(tr("Or start from:"));
    updateLoaded();
    m_openYaml->setText(tr("Bridge YAML file..."));
    m_harness->setText(tr("Perf-harness command..."));
    m_megatron->setText(tr("Megatron-LM arguments..."));
    m_log->setText(tr("Training log..."));
    m_blank->setText(tr("Blank configuration"));
}

} // namespace cga
