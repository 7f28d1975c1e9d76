#include "results/profileview.h"

#include "results/profileloader.h"
#include "results/profiletimeline.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cga {

namespace {

QString ms(double us)
{
    return QLocale::c().toString(us / 1000.0, 'f', 2);
}

} // namespace

ProfileView::ProfileView(QWidget* parent)
    : QWidget(parent)
    , m_loader(new ProfileLoader(this))
    , m_open(new QPushButton(this))
    , m_export(new QPushButton(this))
    , m_path(new QLabel(this))
    , m_step(new QComboBox(this))
    , m_stepSummary(new QLabel(this))
    , m_timeline(new ProfileTimeline(this))
    , m_table(new QTableWidget(this))
    , m_recommendation(new QLabel(this))
{
    m_open->setObjectName(QStringLiteral("openTrace"));
    m_export->setObjectName(QStringLiteral("exportTimeline"));
    m_step->setObjectName(QStringLiteral("profileStep"));
    m_table->setObjectName(QStringLiteral("profileScopes"));
    m_recommendation->setObjectName(QStringLiteral("profileRecommendation"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setMinimumHeight(3 * fontMetrics().height());
    m_recommendation->setWordWrap(true);
    m_recommendation->setTextFormat(Qt::RichText);
    m_recommendation->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_stepSummary->setWordWrap(true);
    m_stepSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_path->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Long paths and the hint wrap instead of widening the window.
    m_path->setWordWrap(true);
    m_path->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_stepSummary->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_recommendation->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_open);
    bar->addWidget(m_step);
    bar->addWidget(m_path, 1);
    bar->addWidget(m_export);
    auto* lower = new QWidget(this);
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(m_table, 1);
    lowerLayout->addWidget(m_recommendation);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_timeline);
    splitter->addWidget(lower);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_stepSummary);
    layout->addWidget(splitter, 1);

    connect(m_open, &QPushButton::clicked, this, &ProfileView::askOpen);
    connect(m_export, &QPushButton::clicked, this, &ProfileView::askExport);
    connect(m_step, &QComboBox::currentIndexChanged, this, &ProfileView::showStep);
    connect(m_recommendation, &QLabel::linkActivated, this, [this] {
        QMessageBox::information(this, tr("How the prediction is made"),
                                 m_report.prediction.assumptions().join(QStringLiteral("\n\n")));
    });
    retranslateUi();
    clear();
}

bool ProfileView::openTrace(const QString& path, QString* error)
{
    ProfileReport report;
    ProfileError e;
    if (!ProfileReport::load(path, &report, &e)) {
        *error = e.message;
        return false;
    }
    setReport(report);
    emit traceOpened(path);
    return true;
}

QString ProfileView::emptyText()
{
    return tr("Open a PyTorch profiler trace (*.pt.trace.json, gzipped or not) or an Nsight Systems SQLite export "
              "(*.sqlite) of an eager run.");
}

void ProfileView::setReport(const ProfileReport& report)
{
    m_report = report;
    m_hasReport = true;
    QStringList about = {report.analysis.path};
    if (!report.analysis.format.isEmpty())
        about << report.analysis.format;
    about << report.analysis.notes;
    m_path->setText(about.join(QLatin1Char('\n')));
    const QSignalBlocker block(m_step);
    m_step->clear();
    for (const StepProfile& p : report.analysis.steps)
        m_step->addItem(p.label);
    m_step->setEnabled(m_step->count() > 1);
    m_export->setEnabled(!report.analysis.steps.isEmpty());
    fillTable();
    fillRecommendation();
    showStep(m_step->count() - 1);
    m_step->setCurrentIndex(m_step->count() - 1);
}

void ProfileView::clear()
{
    m_report = ProfileReport();
    m_hasReport = false;
    m_path->setText(emptyText());
    const QSignalBlocker block(m_step);
    m_step->clear();
    m_step->setEnabled(false);
    m_export->setEnabled(false);
    m_stepSummary->clear();
    m_timeline->clear();
    m_table->setRowCount(0);
    m_recommendation->clear();
}

QString ProfileView::recommendationText() const
{
    return m_hasReport ? m_report.prediction.recommendation() : QString();
}

void ProfileView::showStep(int index)
{
    if (index < 0 || index >= m_report.analysis.steps.size())
        return;
    const StepProfile& p = m_report.analysis.steps[index];
    m_timeline->setStep(p);
    const ScopeTotals all = p.totals([](ProfileScope, int) { return 0; });
    m_stepSummary->setText(tr("%1: %2 ms, %3 kernels, %4 launches; GPU busy %5 ms, idle %6 ms, of it waiting on "
                              "launches %7 ms; steps from %8")
                               .arg(p.label, ms(p.spanUs()))
                               .arg(p.kernelCount())
                               .arg(p.launches.size())
                               .arg(ms(p.busyUs()), ms(p.idleUs()), ms(all.idleByCause[int(GapCause::Launch)]),
                                    m_report.analysis.stepRuleText()));
}

void ProfileView::fillTable()
{
    m_table->setRowCount(0);
    for (const ScopePrediction& s : m_report.prediction.scopes) {
        if (!s.present())
            continue;
        const int r = m_table->rowCount();
        m_table->insertRow(r);
        const QStringList cells = {s.scope,
                                   QString::number(s.totals.launches),
                                   QString::number(s.totals.regions),
                                   QLocale::c().toString(s.hostPerLaunchUs, 'f', 1),
                                   ms(s.totals.busyUs),
                                   ms(s.totals.idleUs),
                                   ms(s.removableUs),
                                   ms(s.predictedStepUs),
                                   QLocale::c().toString(s.speedup(), 'f', 2) + QLatin1Char('x')};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setToolTip(ProfileReport::scopeTitle(s.scope));
            if (c > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
    }
}

void ProfileView::fillRecommendation()
{
    if (!m_hasReport) {
        m_recommendation->clear();
        return;
    }
    m_recommendation->setText(
        QStringLiteral("<b>%1</b> <a href=\"#assumptions\">%2</a>")
            .arg(m_report.prediction.recommendation().toHtmlEscaped(), tr("How this is predicted")));
}

void ProfileView::askOpen()
{
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Open a profiler trace"), QString(),
                                       tr("Profiles (*.json *.json.gz *.gz *.sqlite);;PyTorch profiler traces (*.json "
                                          "*.json.gz *.gz);;Nsight Systems SQLite exports (*.sqlite);;All files (*)"));
    if (path.isEmpty())
        return;
    loadTrace(path);
}

bool ProfileView::isLoading() const
{
    return m_loader->isRunning();
}

void ProfileView::loadTrace(const QString& path, const ProfileReadOptions& options)
{
    if (isLoading())
        return;
    auto* progress = new QProgressDialog(this);
    progress->setObjectName(QStringLiteral("profileProgress"));
    progress->setWindowModality(Qt::WindowModal);
    progress->setRange(0, 100);
    progress->setMinimumDuration(300);
    progress->setAutoClose(false);
    progress->setLabelText(tr("Reading %1...").arg(QFileInfo(path).fileName()));
    connect(progress, &QProgressDialog::canceled, m_loader, &ProfileLoader::cancel);
    connect(m_loader, &ProfileLoader::progressed, progress, &QProgressDialog::setValue);
    connect(
        m_loader, &ProfileLoader::finished, this,
        [this, progress, path, options](const ProfileReport& report, const ProfileError& error) {
            progress->disconnect(this);
            progress->deleteLater();
            if (error.isError()) {
                ProfileReadOptions retry = options;
                if (error.kind == ProfileError::Kind::NoSteps && askStepMarker(error.message, &retry)) {
                    loadTrace(path, retry);
                    return;
                }
                if (error.kind != ProfileError::Kind::Cancelled && error.kind != ProfileError::Kind::NoSteps)
                    QMessageBox::warning(this, tr("Profile"), error.message);
                emit traceFailed(path, error);
                return;
            }
            setReport(report);
            emit traceOpened(path);
        },
        Qt::SingleShotConnection);
    m_loader->load(path, options);
}

// A trace without the usual step markers: the user names the range that marks a step, or reads the whole trace as
// one step. False when the user gives up.
bool ProfileView::askStepMarker(const QString& why, ProfileReadOptions* options)
{
    QMessageBox box(QMessageBox::Warning, tr("Profile"), why, QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("stepMarkerQuestion"));
    box.setInformativeText(tr("Name the range that marks a step, or read the whole trace as one step."));
    QPushButton* name = box.addButton(tr("Name a step marker..."), QMessageBox::AcceptRole);
    name->setObjectName(QStringLiteral("nameStepMarker"));
    QPushButton* whole = box.addButton(tr("Whole trace as one step"), QMessageBox::AcceptRole);
    whole->setObjectName(QStringLiteral("wholeTrace"));
    box.exec();
    if (box.clickedButton() == whole) {
        options->stepMarker.clear();
        options->wholeTrace = true;
        return true;
    }
    if (box.clickedButton() != name)
        return false;
    bool ok = false;
    const QString marker
        = QInputDialog::getText(this, tr("Step marker"),
                                tr("The ranges whose name begins with this mark the steps (an NVTX range or a "
                                   "record_function of your own):"),
                                QLineEdit::Normal, options->stepMarker, &ok)
              .trimmed();
    if (!ok || marker.isEmpty())
        return false;
    options->stepMarker = marker;
    options->wholeTrace = false;
    return true;
}

void ProfileView::askExport()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the timeline"), QString(),
                                                      tr("PNG image (*.png);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    const QByteArray format = path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive) ? "pdf" : "png";
    if (!m_timeline->exportTo(path, format, &error))
        QMessageBox::warning(this, tr("Profile"), error);
}

void ProfileView::retranslateUi()
{
    m_open->setText(tr("Open trace..."));
    m_export->setText(tr("Export timeline..."));
    m_table->setColumnCount(9);
    m_table->setHorizontalHeaderLabels({tr("Scope"), tr("Launches"), tr("Graphs"), tr("Host [us/launch]"),
                                        tr("GPU busy [ms]"), tr("GPU idle [ms]"), tr("Predicted gain [ms]"),
                                        tr("Predicted step [ms]"), tr("Speedup")});
    if (m_hasReport) {
        fillRecommendation();
        showStep(m_step->currentIndex());
    } else {
        m_path->setText(emptyText());
    }
}

void ProfileView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace cga
