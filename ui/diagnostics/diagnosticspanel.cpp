#include "diagnostics/diagnosticspanel.h"

#include "diagnostics/diagnosticsmodel.h"
#include "diagnostics/sourcetext.h"
#include "rules/fixtext.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>

namespace cga {

DiagnosticsPanel::DiagnosticsPanel(QWidget* parent)
    : QWidget(parent)
    , m_model(new DiagnosticsModel(this))
    , m_summary(new QLabel(this))
    , m_view(new QTreeView(this))
    , m_details(new QTextBrowser(this))
    , m_fixBox(new QWidget(this))
    , m_fixLayout(new QVBoxLayout(m_fixBox))
{
    setObjectName(QStringLiteral("diagnosticsPanel"));
    m_view->setObjectName(QStringLiteral("diagnosticsView"));
    m_details->setObjectName(QStringLiteral("diagnosticDetails"));
    m_view->setModel(m_model);
    m_view->setHeaderHidden(true);
    m_view->setUniformRowHeights(true);
    m_view->setWordWrap(false);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_details->setOpenLinks(false);
    m_details->setMinimumHeight(120);
    m_fixLayout->setContentsMargins(0, 0, 0, 0);
    m_summary->setWordWrap(true);

    auto* lower = new QWidget(this);
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(m_details, 1);
    lowerLayout->addWidget(m_fixBox);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_view);
    splitter->addWidget(lower);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) { showDetails(m_model->diagnostic(current)); });
    connect(m_details, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == QLatin1String("field"))
            emit fieldActivated(url.path());
    });
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex& index) {
        if (const Diagnostic* d = m_model->diagnostic(index); d && !d->fields.isEmpty())
            emit fieldActivated(d->fields.first());
    });
    retranslateUi();
}

void DiagnosticsPanel::setDiagnostics(const Diagnostics& diagnostics)
{
    const QString keep = m_selectedId;
    m_model->setDiagnostics(diagnostics);
    for (int g = 0; g < DiagnosticsModel::kGroups; ++g) {
        const Severity s = DiagnosticsModel::groupSeverity(g);
        m_view->setExpanded(m_model->index(g, 0), s == Severity::Error || s == Severity::Warning);
    }
    updateSummary();
    if (keep.isEmpty() || !select(keep))
        showDetails(nullptr);
}

bool DiagnosticsPanel::select(const QString& id)
{
    const QModelIndex index = m_model->indexOf(id);
    if (!index.isValid())
        return false;
    m_view->expand(index.parent());
    m_view->setCurrentIndex(index);
    showDetails(m_model->diagnostic(index));
    return true;
}

QList<QPushButton*> DiagnosticsPanel::fixButtons() const
{
    return m_fixBox->findChildren<QPushButton*>();
}

QString DiagnosticsPanel::detailsText() const
{
    return m_details->toPlainText();
}

void DiagnosticsPanel::showDetails(const Diagnostic* d)
{
    qDeleteAll(m_fixBox->findChildren<QPushButton*>());
    if (!d) {
        m_selectedId.clear();
        m_details->setHtml(QStringLiteral("<p>%1</p>")
                               .arg(tr("Select a diagnostic to see what it means and how to fix it.").toHtmlEscaped()));
        return;
    }
    m_selectedId = d->id;
    QString html = QStringLiteral("<h3>%1 &middot; %2</h3>")
                       .arg(d->id.toHtmlEscaped(), Diagnostic::severityTitle(d->severity).toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>").arg(d->message.toHtmlEscaped());
    html += QStringLiteral("<p><i>%1</i> %2</p>")
                .arg(tr("When:").toHtmlEscaped(), Diagnostic::phaseTitle(d->phase).toHtmlEscaped());
    if (!d->upstreamMessage.isEmpty())
        html += QStringLiteral("<p><i>%1</i><br><code>%2</code></p>")
                    .arg(tr("Upstream message:").toHtmlEscaped(), d->upstreamMessage.toHtmlEscaped());
    if (!d->fields.isEmpty()) {
        QStringList links;
        for (const QString& f : d->fields)
            links << QStringLiteral("<a href=\"field:%1\">%2</a>").arg(f.toHtmlEscaped(), f.toHtmlEscaped());
        html += QStringLiteral("<p><i>%1</i> %2</p>")
                    .arg(tr("Fields:").toHtmlEscaped(), links.join(QStringLiteral(", ")));
    }
    if (d->location.isValid())
        html += QStringLiteral("<p><i>%1</i> %2</p>")
                    .arg(tr("Read from:").toHtmlEscaped(), SourceText::location(d->location).toHtmlEscaped());
    if (const QString upstream = SourceText::upstream(d->source); !upstream.isEmpty())
        html += QStringLiteral("<p><i>%1</i> %2</p>")
                    .arg(tr("Upstream source:").toHtmlEscaped(), upstream.toHtmlEscaped());
    m_details->setHtml(html);

    const QString id = d->id;
    for (const Fix& fix : d->fixes) {
        auto* button = new QPushButton(tr("Fix: %1").arg(fix.title), m_fixBox);
        button->setToolTip(FixText::changes(fix.changes, QStringLiteral("\n")));
        button->setObjectName(QStringLiteral("fixButton"));
        m_fixLayout->addWidget(button);
        connect(button, &QPushButton::clicked, this, [this, fix, id] { emit fixRequested(fix, id); });
    }
}

void DiagnosticsPanel::updateSummary()
{
    const int e = m_model->count(Severity::Error), w = m_model->count(Severity::Warning);
    if (e == 0 && w == 0)
        m_summary->setText(tr("No errors or warnings: this configuration passes every check."));
    else
        m_summary->setText(tr("%n error(s)", nullptr, e) + QStringLiteral(", ") + tr("%n warning(s)", nullptr, w));
}

void DiagnosticsPanel::retranslateUi()
{
    m_model->retranslate();
    updateSummary();
    if (const Diagnostic* d = m_model->diagnostic(m_view->currentIndex()))
        showDetails(d);
    else
        showDetails(nullptr);
}

void DiagnosticsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace cga
