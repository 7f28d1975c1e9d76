#include "diagnostics/rulebrowser.h"

#include "diagnostics/sourcetext.h"
#include "model/fieldregistry.h"
#include "rules/rulesengine.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cga {

namespace {
constexpr int kSearchRole = Qt::UserRole + 1; // what a search looks in, lower case
constexpr int kDetailsRole = Qt::UserRole + 2;

QString severityText(Severity s)
{
    switch (s) {
    case Severity::Error:
        return RuleBrowser::tr("error");
    case Severity::Warning:
        return RuleBrowser::tr("warning");
    case Severity::Info:
        return RuleBrowser::tr("info");
    case Severity::Auto:
        return RuleBrowser::tr("automatic");
    }
    return {};
}

// The fields whose names each rule's texts mention (RuleCatalog::rulesReading, as `cga fields` lists them).
QHash<QString, QStringList> fieldsByRule()
{
    QHash<QString, QStringList> out;
    for (const FieldSpec& spec : FieldRegistry::instance().all())
        for (const QString& id : RuleCatalog::instance().rulesReading(spec.path))
            out[id] << spec.path;
    return out;
}
} // namespace

RuleBrowser::RuleBrowser(QWidget* parent)
    : QDialog(parent)
    , m_intro(new QLabel(this))
    , m_search(new QLineEdit(this))
    , m_list(new QTreeWidget(this))
    , m_details(new QTextBrowser(this))
    , m_count(new QLabel(this))
{
    setObjectName(QStringLiteral("ruleBrowser"));
    setWindowTitle(tr("Rules"));
    m_intro->setWordWrap(true);
    m_intro->setText(tr("Every check the assistant makes, with what it means and how to fix it. Search by rule id, "
                        "field name or words of the text."));
    m_search->setObjectName(QStringLiteral("ruleSearch"));
    m_search->setClearButtonEnabled(true);
    m_search->setPlaceholderText(tr("Search: MC-22, cuda_graph_scope, recompute ..."));
    m_list->setObjectName(QStringLiteral("ruleList"));
    m_list->setColumnCount(3);
    m_list->setHeaderLabels({tr("Rule"), tr("Severity"), tr("When it applies")});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_details->setObjectName(QStringLiteral("ruleDetails"));
    m_details->setOpenExternalLinks(true);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_list);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_search);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_count);
    layout->addWidget(buttons);

    fill();
    connect(m_search, &QLineEdit::textChanged, this, &RuleBrowser::search);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &RuleBrowser::showDetails);
    search(QString());
    resize(860, 620);
}

void RuleBrowser::fill()
{
    const QHash<QString, QStringList> fields = fieldsByRule();
    const auto source = [](const QString& s) { return SourceText::upstream(s); };
    for (const RuleDef& r : RuleCatalog::instance().rules()) {
        if (!r.id)
            continue;
        const QString id = QString::fromLatin1(r.id);
        QString details = RulesEngine::explain(id, source);
        if (fields.contains(id))
            details += QLatin1Char('\n') + tr("Fields: %1").arg(fields.value(id).join(QStringLiteral(", ")));
        auto* item = new QTreeWidgetItem(m_list, {id, severityText(r.severity), rulesTr(r.condition)});
        item->setToolTip(2, item->text(2));
        item->setData(0, kDetailsRole, details);
        item->setData(0, kSearchRole, (id + QLatin1Char('\n') + details).toLower());
    }
}

int RuleBrowser::search(const QString& text)
{
    const QStringList words = text.toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QTreeWidgetItem* first = nullptr;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_list->topLevelItem(i);
        const QString hay = item->data(0, kSearchRole).toString();
        bool match = true;
        for (const QString& w : words)
            match = match && hay.contains(w);
        item->setHidden(!match);
        if (match && !first)
            first = item;
    }
    if (!m_list->currentItem() || m_list->currentItem()->isHidden())
        m_list->setCurrentItem(first);
    const int shown = shownCount();
    m_count->setText(tr("%n rule(s) shown", nullptr, shown) + QStringLiteral(" / ")
                     + tr("%n in all", nullptr, ruleCount()));
    if (!first)
        m_details->setPlainText(tr("No rule matches \"%1\".").arg(text));
    return shown;
}

bool RuleBrowser::select(const QString& id)
{
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_list->topLevelItem(i);
        if (item->text(0).compare(id, Qt::CaseInsensitive) == 0 && !item->isHidden()) {
            m_list->setCurrentItem(item);
            m_list->scrollToItem(item);
            return true;
        }
    }
    return false;
}

int RuleBrowser::ruleCount() const
{
    return m_list->topLevelItemCount();
}

int RuleBrowser::shownCount() const
{
    int n = 0;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        n += !m_list->topLevelItem(i)->isHidden();
    return n;
}

QString RuleBrowser::detailsText() const
{
    return m_details->toPlainText();
}

void RuleBrowser::showDetails()
{
    if (QTreeWidgetItem* item = m_list->currentItem())
        m_details->setPlainText(item->data(0, kDetailsRole).toString());
}

} // namespace cga
