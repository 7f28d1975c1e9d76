#include "wizard/moepage.h"

#include "model/fieldregistry.h"
#include "session/configsession.h"
#include "wizard/fieldbinder.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace cga {

namespace {

// The flex backend is read only with the flex dispatcher: disabled otherwise, and its help says why.
void explainBackend(QComboBox* backend, const TrainingConfig& config)
{
    const bool flex = config.stringValue(FieldId::MoeTokenDispatcherType) == QLatin1String("flex");
    backend->setEnabled(flex);
    const QString description = FieldRegistry::description(FieldId::MoeFlexDispatcherBackend);
    FieldBinder::setHelp(backend,
                         flex ? description
                              : description + QLatin1Char('\n')
                                 + MoePage::tr("Used only with the flex token dispatcher: choose flex above first."));
}

} // namespace

MoePage::MoePage(ConfigSession* session, FieldBinder* binder, QWidget* parent)
    : WizardPageBase(session, binder, parent)
{
    setObjectName(QStringLiteral("moePage"));
    auto* form = new QFormLayout(this);
    auto row = [&](const char* path, QWidget* w) {
        w->setObjectName(QString::fromLatin1(path));
        QLabel* l = fieldLabel(QString::fromLatin1(path));
        m_labels << l;
        form->addRow(l, w);
    };
    auto* dispatcher = new QComboBox(this);
    row("model.moe_token_dispatcher_type", dispatcher);
    m_binder->bindCombo(QStringLiteral("model.moe_token_dispatcher_type"), dispatcher,
                        {{QStringLiteral("allgather"), QStringLiteral("allgather")},
                         {QStringLiteral("alltoall"), QStringLiteral("alltoall")},
                         {QStringLiteral("flex"), QStringLiteral("flex")}});
    auto* backend = new QComboBox(this);
    row("model.moe_flex_dispatcher_backend", backend);
    m_binder->bindCombo(QStringLiteral("model.moe_flex_dispatcher_backend"), backend,
                        {{QStringLiteral("deepep"), QStringLiteral("deepep")},
                         {QStringLiteral("hybridep"), QStringLiteral("hybridep")},
                         {QStringLiteral("ncclep"), QStringLiteral("ncclep")},
                         {QStringLiteral("—"), nullValue()}});
    // The backend is read only with the flex dispatcher: disabled otherwise, with the reason.
    auto updateBackend = [this, backend] { explainBackend(backend, m_session->config()); };
    m_binder->addObserver(QStringLiteral("model.moe_token_dispatcher_type"), updateBackend);
    m_binder->addObserver(QStringLiteral("model.moe_flex_dispatcher_backend"), updateBackend);
    auto* capacity = new QDoubleSpinBox(this);
    capacity->setRange(0.0, 64.0);
    capacity->setSingleStep(0.25);
    row("model.moe_expert_capacity_factor", capacity);
    m_binder->bindDouble(QStringLiteral("model.moe_expert_capacity_factor"), capacity, true);
    auto* pad = new QCheckBox(this);
    row("model.moe_pad_expert_input_to_capacity", pad);
    m_binder->bindCheck(QStringLiteral("model.moe_pad_expert_input_to_capacity"), pad);
    auto* padFp8 = new QCheckBox(this);
    row("model.moe_router_padding_for_fp8", padFp8);
    m_binder->bindCheck(QStringLiteral("model.moe_router_padding_for_fp8"), padFp8);
    auto tri = [this](const char* path, QComboBox* combo) {
        m_binder->bindCombo(QString::fromLatin1(path), combo,
                            {{tr("not set (recipe default)"), nullValue()}, {tr("on"), true}, {tr("off"), false}});
    };
    auto* overlap = new QComboBox(this);
    row("comm_overlap.overlap_moe_expert_parallel_comm", overlap);
    tri("comm_overlap.overlap_moe_expert_parallel_comm", overlap);
    auto* wgrad = new QComboBox(this);
    row("comm_overlap.delay_wgrad_compute", wgrad);
    tri("comm_overlap.delay_wgrad_compute", wgrad);
    auto* shared = new QSpinBox(this);
    shared->setRange(-1, 1 << 18);
    row("model.moe_shared_expert_intermediate_size", shared);
    m_binder->bindSpin(QStringLiteral("model.moe_shared_expert_intermediate_size"), shared, true);
    auto* sharedOverlap = new QCheckBox(this);
    row("model.moe_shared_expert_overlap", sharedOverlap);
    m_binder->bindCheck(QStringLiteral("model.moe_shared_expert_overlap"), sharedOverlap);
    auto* rankCapacity = new QDoubleSpinBox(this);
    rankCapacity->setRange(0.0, 16.0);
    rankCapacity->setSingleStep(0.25);
    row("model.moe_expert_rank_capacity_factor", rankCapacity);
    m_binder->bindDouble(QStringLiteral("model.moe_expert_rank_capacity_factor"), rankCapacity, true);
    m_note = note(this);
    form->addRow(m_note);
    retranslateUi();
}

void MoePage::retranslateUi()
{
    setTitle(tr("Mixture of experts"));
    setSubTitle(tr("Routing decides what can be captured: dropless routing has data-dependent shapes, "
                   "drop-and-pad routing has static ones."));
    static const QHash<QString, const char*> names{
        {"model.moe_token_dispatcher_type", QT_TR_NOOP("Token dispatcher")},
        {"model.moe_flex_dispatcher_backend", QT_TR_NOOP("Flex backend")},
        {"model.moe_expert_capacity_factor", QT_TR_NOOP("Expert capacity factor")},
        {"model.moe_pad_expert_input_to_capacity", QT_TR_NOOP("Pad to capacity (drop-and-pad)")},
        {"model.moe_router_padding_for_fp8", QT_TR_NOOP("Router padding for FP8")},
        {"comm_overlap.overlap_moe_expert_parallel_comm", QT_TR_NOOP("EP all-to-all overlap")},
        {"comm_overlap.delay_wgrad_compute", QT_TR_NOOP("Delayed weight gradients")},
        {"model.moe_shared_expert_intermediate_size", QT_TR_NOOP("Shared expert size")},
        {"model.moe_shared_expert_overlap", QT_TR_NOOP("Overlap shared experts")},
        {"model.moe_expert_rank_capacity_factor", QT_TR_NOOP("Per-rank expert capacity")},
    };
    for (QLabel* l : m_labels)
        setFieldLabelText(l, tr(names.value(l->property("cgaPath").toString(), "")));
    if (auto* backend = findChild<QComboBox*>(QStringLiteral("model.moe_flex_dispatcher_backend")))
        explainBackend(backend, m_session->config());
    for (const char* path : {"comm_overlap.overlap_moe_expert_parallel_comm", "comm_overlap.delay_wgrad_compute"})
        if (findChild<QComboBox*>(QString::fromLatin1(path)))
            m_binder->setComboChoices(
                QString::fromLatin1(path),
                {{tr("not set (recipe default)"), nullValue()}, {tr("on"), true}, {tr("off"), false}});
    m_note->setText(tr("Dropless MoE: capture <code>moe_router</code> and <code>moe_preprocess</code> (and "
                       "<code>attn</code> if an A/B shows it helps); the experts stay eager. Only drop-and-pad "
                       "routing lets the whole <code>moe</code> block be captured. EP overlap forbids capturing "
                       "<code>moe</code> or <code>mlp</code>; delayed weight gradients need EP overlap."));
}

} // namespace cga
