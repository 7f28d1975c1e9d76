#include "wizard/graphspage.h"

#include "session/configsession.h"
#include "wizard/fieldbinder.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cga {

namespace {
const QStringList kScopes{"attn", "mlp", "moe_router", "moe_preprocess", "moe", "mamba"};
} // namespace

GraphsPage::GraphsPage(ConfigSession* session, FieldBinder* binder, QWidget* parent)
    : WizardPageBase(session, binder, parent)
    , m_impl(new QComboBox(this))
    , m_scopeBox(new QGroupBox(this))
    , m_settingsBox(new QGroupBox(this))
    , m_implLabel(new QLabel(this))
    , m_implNote(note(this))
    , m_scopeNote(note(this))
    , m_layout(new QVBoxLayout(this))
{
    setObjectName(QStringLiteral("graphsPage"));
    m_impl->setObjectName(QStringLiteral("model.cuda_graph_impl"));
    auto* implRow = new QFormLayout;
    implRow->addRow(m_implLabel, m_impl);
    implRow->addRow(m_implNote);

    auto* grid = new QGridLayout(m_scopeBox);
    int row = 0;
    QList<QPair<QString, QCheckBox*>> items;
    for (const QString& s : kScopes) {
        auto* box = new QCheckBox(s, m_scopeBox); // scope names are identifiers: never translated
        box->setObjectName(QStringLiteral("scope_") + s);
        auto* help = note(m_scopeBox);
        auto* why = new QLabel(m_scopeBox);
        why->setWordWrap(true);
        why->setObjectName(QStringLiteral("whyNot_") + s);
        why->setStyleSheet(QStringLiteral("color: #c0392b;"));
        grid->addWidget(box, row, 0, Qt::AlignTop);
        grid->addWidget(help, row, 1);
        grid->addWidget(why, row + 1, 1);
        row += 2;
        m_scopes.insert(s, box);
        m_scopeHelp.insert(s, help);
        m_scopeWhyNot.insert(s, why);
        items << qMakePair(s, box);
        connect(box, &QCheckBox::toggled, this, [this, s](bool on) { commitScope(s, on); });
    }
    grid->addWidget(m_scopeNote, row, 0, 1, 2);
    grid->setColumnStretch(1, 1);
    // The check boxes show the effective scopes (modules, or the deprecated scope field when only that is set).
    // A diagnostic about the scopes frames the whole group, not one check box of it.
    for (const char* p : {"model.cuda_graph_modules", "model.cuda_graph_scope"})
        m_binder->bindCustom(QString::fromLatin1(p), m_scopeBox, [this] { updateScopeStates(); });

    auto* form = new QFormLayout(m_settingsBox);
    auto labelled = [&](const char* path, QWidget* w) {
        w->setObjectName(QString::fromLatin1(path));
        QLabel* l = fieldLabel(QString::fromLatin1(path));
        m_labels << l;
        form->addRow(l, w);
    };
    auto* warmup = new QSpinBox(this);
    warmup->setRange(0, 100);
    labelled("model.cuda_graph_warmup_steps", warmup);
    m_binder->bindSpin(QStringLiteral("model.cuda_graph_warmup_steps"), warmup);
    auto* rng = new QCheckBox(this);
    labelled("model.use_te_rng_tracker", rng);
    m_binder->bindCheckGroup({QStringLiteral("model.use_te_rng_tracker"), QStringLiteral("rng.te_rng_tracker")}, rng);
    auto* nanLoss = new QCheckBox(this);
    labelled("rerun_state_machine.check_for_nan_in_loss", nanLoss);
    m_binder->bindCheck(QStringLiteral("rerun_state_machine.check_for_nan_in_loss"), nanLoss);
    auto* nanGrad = new QCheckBox(this);
    labelled("ddp.check_for_nan_in_grad", nanGrad);
    m_binder->bindCheck(QStringLiteral("ddp.check_for_nan_in_grad"), nanGrad);

    m_binder->bindCombo(QStringLiteral("model.cuda_graph_impl"), m_impl, {});
    m_binder->addObserver(QStringLiteral("model.cuda_graph_impl"), [this] { updateScopeStates(); });
    // Anything that changes what is legal re-evaluates the scope states.
    connect(m_session, &ConfigSession::reportChanged, this, &GraphsPage::updateScopeStates);

    m_layout->addLayout(implRow);
    m_layout->addWidget(m_scopeBox);
    m_layout->addWidget(m_settingsBox);
    m_layout->addStretch(1);
    retranslateUi();
}

void GraphsPage::addPanel(QWidget* panel)
{
    m_layout->insertWidget(0, panel); // first: the proposal and its Apply button are what a user looks for
}

QStringList GraphsPage::editedPaths() const
{
    return WizardPageBase::editedPaths()
        + QStringList{"model.cuda_graph_impl", "model.cuda_graph_modules", "model.cuda_graph_scope",
                      "rng.te_rng_tracker", "model.use_te_rng_tracker"};
}

QStringList GraphsPage::currentScopes() const
{
    const TrainingConfig& c = m_session->config();
    QStringList scopes = c.listValue(FieldId::CudaGraphModules);
    if (scopes.isEmpty() && !c.isNull(FieldId::CudaGraphScope))
        scopes = c.listValue(FieldId::CudaGraphScope);
    return scopes;
}

void GraphsPage::commitScope(const QString& scope, bool on)
{
    QStringList scopes = currentScopes();
    scopes.removeAll(QStringLiteral("full"));
    if (on && !scopes.contains(scope))
        scopes << scope;
    if (!on)
        scopes.removeAll(scope);
    // Written as cuda_graph_modules (the current name); the deprecated spelling is cleared so they never conflict.
    QList<FieldChange> changes{change(FieldId::CudaGraphModules, scopes)};
    if (!m_session->config().isNull(FieldId::CudaGraphScope))
        changes << change(FieldId::CudaGraphScope, nullValue());
    m_binder->commitValues(changes, on ? tr("Capture %1").arg(scope) : tr("Stop capturing %1").arg(scope));
}

QString GraphsPage::whyNotAllowed(const QString& scope) const
{
    const QStringList scopes = currentScopes();
    if (scopes.contains(scope))
        return {};
    QStringList candidateScopes = scopes;
    candidateScopes.removeAll(QStringLiteral("full"));
    candidateScopes << scope;
    TrainingConfig candidate = m_session->config();
    candidate.set(FieldId::CudaGraphModules, candidateScopes);
    candidate.set(FieldId::CudaGraphScope, nullValue());
    const Diagnostics added = RulesEngine::introducedErrors(m_session->config(), candidate, m_session->target());
    if (added.isEmpty())
        return {};
    return added.first().id + QStringLiteral(": ") + added.first().message;
}

void GraphsPage::updateScopeStates()
{
    const QString impl = m_session->config().stringValue(FieldId::CudaGraphImpl);
    const bool scoped = impl == QLatin1String("transformer_engine");
    const QStringList scopes = currentScopes();
    for (const QString& s : kScopes) {
        QCheckBox* box = m_scopes.value(s);
        const bool wasBlocked = box->blockSignals(true);
        box->setChecked(scopes.contains(s));
        box->blockSignals(wasBlocked);
        const QString why = scoped ? whyNotAllowed(s) : QString();
        // A checked scope stays enabled so it can always be removed (also when another implementation makes every
        // scope an error); an illegal unchecked one is disabled and explained.
        box->setEnabled(box->isChecked() || (scoped && why.isEmpty()));
        m_scopeWhyNot.value(s)->setText(why);
        m_scopeWhyNot.value(s)->setVisible(!why.isEmpty());
    }
    if (impl == QLatin1String("transformer_engine"))
        m_scopeNote->setText(scopes.isEmpty()
                                 ? tr("No scope ticked: every layer is captured whole.")
                                 : tr("Captured per layer and microbatch: %1.").arg(scopes.join(QStringLiteral(", "))));
    else if (impl == QLatin1String("full_iteration"))
        m_scopeNote->setText(
            tr("A full-iteration graph captures the whole forward and backward pass; scopes do not apply."));
    else
        m_scopeNote->setText(tr("Scopes apply to the transformer_engine implementation."));
}

void GraphsPage::retranslateUi()
{
    setTitle(tr("CUDA graphs"));
    setSubTitle(tr("Choose how much of each step is captured. Start narrow and widen only after an A/B shows a gain."));
    m_implLabel->setText(tr("Implementation"));
    m_binder->setComboChoices(
        QStringLiteral("model.cuda_graph_impl"),
        {{tr("none: graphs off"), QStringLiteral("none")},
         {tr("transformer_engine: per-layer graphs of the chosen scopes"), QStringLiteral("transformer_engine")},
         {tr("full_iteration: one graph for the whole forward and backward"), QStringLiteral("full_iteration")},
         {tr("local: Megatron-Core per-layer graphs (Bridge accepts it only as the legacy full-iteration spelling)"),
          QStringLiteral("local")}});
    m_implNote->setText(tr("Transformer Engine scopes are the usual start; full-iteration graphs remove the most "
                           "launches but hold the most memory and need the NaN checks off."));
    m_scopeBox->setTitle(tr("Scopes (what each graph captures)"));
    m_settingsBox->setTitle(tr("Settings that go with graphs"));
    m_scopeHelp.value(QStringLiteral("attn"))->setText(tr("The attention block of each layer (with its layer norm)."));
    m_scopeHelp.value(QStringLiteral("mlp"))->setText(tr("The dense MLP of each dense layer."));
    m_scopeHelp.value(QStringLiteral("moe_router"))
        ->setText(tr("The MoE router, and shared experts that are not overlapped."));
    m_scopeHelp.value(QStringLiteral("moe_preprocess"))
        ->setText(tr("Token permutation before dispatch; needs moe_router."));
    m_scopeHelp.value(QStringLiteral("moe"))->setText(tr("The whole MoE block; only with drop-and-pad routing."));
    m_scopeHelp.value(QStringLiteral("mamba"))->setText(tr("The Mamba mixer of hybrid models."));
    static const QHash<QString, const char*> names{
        {"model.cuda_graph_warmup_steps", QT_TR_NOOP("Warmup steps before capture")},
        {"model.use_te_rng_tracker", QT_TR_NOOP("Transformer Engine RNG tracker (both flags)")},
        {"rerun_state_machine.check_for_nan_in_loss", QT_TR_NOOP("Check the loss for NaN")},
        {"ddp.check_for_nan_in_grad", QT_TR_NOOP("Check gradients for NaN")},
    };
    for (QLabel* l : m_labels)
        setFieldLabelText(l, tr(names.value(l->property("cgaPath").toString(), "")));
    updateScopeStates();
}

} // namespace cga
