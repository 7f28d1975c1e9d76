#include "wizard/workloadpage.h"

#include "io/valueparser.h"
#include "model/fieldregistry.h"
#include "model/modelprovider.h"
#include "session/configsession.h"
#include "wizard/fieldbinder.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cga {

namespace {

const char* const kHybridProvider = "megatron.bridge.models.nemotronh.nemotron_h_provider.NemotronHModelProvider";
const char* const kVlmProvider = "megatron.bridge.models.qwen_vl.qwen3_vl_provider.Qwen3VLMoEModelProvider";
const char* const kGptProvider = "megatron.bridge.models.gpt_provider.GPTModelProvider";

struct Precision
{
    const char* id;
    bool bf16;
    bool fp16;
    const char* fp8; // nullptr = no FP8
    const char* fp8Recipe;
    const char* fp4;
};

const Precision kPrecisions[] = {
    {"bf16", true, false, nullptr, "delayed", nullptr},       {"fp16", false, true, nullptr, "delayed", nullptr},
    {"fp8_cs", true, false, "hybrid", "tensorwise", nullptr}, {"fp8_ds", true, false, "hybrid", "delayed", nullptr},
    {"fp8_mx", true, false, "e4m3", "mxfp8", nullptr},        {"fp8_sc", true, false, "hybrid", "blockwise", nullptr},
    {"nvfp4", true, false, nullptr, "tensorwise", "e2m1"},
};

QSpinBox* spin(QWidget* parent, int min, int max)
{
    auto* s = new QSpinBox(parent);
    s->setRange(min, max);
    s->setAccelerated(true);
    return s;
}

} // namespace

WorkloadPage::WorkloadPage(ConfigSession* session, FieldBinder* binder, QWidget* parent)
    : WizardPageBase(session, binder, parent)
    , m_kind(new QComboBox(this))
    , m_gpu(new QComboBox(this))
    , m_precision(new QComboBox(this))
    , m_seqLength(spin(this, 0, 1 << 20))
    , m_layerFreq(new QLineEdit(this))
{
    setObjectName(QStringLiteral("workloadPage"));
    m_kind->setObjectName(QStringLiteral("modelKind"));
    m_gpu->setObjectName(QStringLiteral("gpu"));
    m_precision->setObjectName(QStringLiteral("precision"));
    m_seqLength->setObjectName(QStringLiteral("seqLength"));
    m_seqLength->setSpecialValueText(tr("unset"));

    auto* model = new QGroupBox(this);
    model->setObjectName(QStringLiteral("modelBox"));
    auto* modelForm = new QFormLayout(model);
    m_kindLabel = new QLabel(this);
    modelForm->addRow(m_kindLabel, m_kind);
    auto addSpin = [&](QFormLayout* form, const QString& path, int min, int max, bool nullable) {
        QSpinBox* s = spin(this, nullable ? min - 1 : min, max);
        s->setObjectName(path);
        QLabel* l = fieldLabel(path);
        m_labels << l;
        form->addRow(l, s);
        m_binder->bindSpin(path, s, nullable);
        return s;
    };
    addSpin(modelForm, QStringLiteral("model.num_layers"), 1, 1024, true);
    addSpin(modelForm, QStringLiteral("model.hidden_size"), 1, 1 << 17, true);
    addSpin(modelForm, QStringLiteral("model.ffn_hidden_size"), 1, 1 << 18, true);
    addSpin(modelForm, QStringLiteral("model.num_attention_heads"), 1, 1024, true);
    addSpin(modelForm, QStringLiteral("model.num_moe_experts"), 1, 4096, true);
    addSpin(modelForm, QStringLiteral("model.moe_router_topk"), 1, 64, false);
    {
        QLabel* l = fieldLabel(QStringLiteral("model.moe_layer_freq"));
        m_labels << l;
        m_layerFreq->setObjectName(QStringLiteral("model.moe_layer_freq"));
        modelForm->addRow(l, m_layerFreq);
        m_binder->bindCustom(QStringLiteral("model.moe_layer_freq"), m_layerFreq, [this] {
            m_layerFreq->setText(displayValue(m_session->value(QStringLiteral("model.moe_layer_freq"))));
        });
        connect(m_layerFreq, &QLineEdit::editingFinished, this, [this] {
            const QString t = m_layerFreq->text().trimmed();
            bool ok = false;
            const qlonglong n = t.toLongLong(&ok);
            if (ok) {
                m_binder->commitValue(QStringLiteral("model.moe_layer_freq"), n);
            } else if (const auto list = ValueParser::expandLayerPattern(t)) {
                m_binder->commitValue(QStringLiteral("model.moe_layer_freq"), *list);
            } else {
                m_layerFreq->setText(displayValue(m_session->value(QStringLiteral("model.moe_layer_freq"))));
            }
        });
    }

    auto* run = new QGroupBox(this);
    run->setObjectName(QStringLiteral("runBox"));
    auto* runForm = new QFormLayout(run);
    m_gpuLabel = new QLabel(this);
    m_precisionLabel = new QLabel(this);
    m_seqLabel = new QLabel(this);
    m_gpu->setEditable(true);
    for (const QString& g : TargetContext::knownGpuNames())
        m_gpu->addItem(g.toUpper(), g);
    runForm->addRow(m_gpuLabel, m_gpu);
    m_binder->bindCustom(QStringLiteral("target.gpu"), m_gpu, [this] {
        const QString g = m_session->value(QStringLiteral("target.gpu")).toString();
        const int i = m_gpu->findData(g);
        if (i >= 0)
            m_gpu->setCurrentIndex(i);
        else
            m_gpu->setEditText(g);
    });
    connect(m_gpu, qOverload<int>(&QComboBox::activated), this,
            [this](int i) { m_binder->commitValue(QStringLiteral("target.gpu"), m_gpu->itemData(i)); });
    connect(m_gpu->lineEdit(), &QLineEdit::editingFinished, this, [this] {
        const QString text = m_gpu->currentText().trimmed().toLower();
        if (TargetContext::parseGpu(text))
            m_binder->commitValue(QStringLiteral("target.gpu"), text);
    });
    runForm->addRow(m_precisionLabel, m_precision);
    m_binder->bindCustom(QStringLiteral("model.bf16"), m_precision, [this] { readPrecision(); });
    for (const char* p : {"model.fp16", "model.fp8", "model.fp8_recipe", "model.fp4"})
        m_binder->bindCustom(QString::fromLatin1(p), m_precision, [this] { readPrecision(); });
    connect(m_precision, qOverload<int>(&QComboBox::activated), this, &WorkloadPage::commitPrecision);
    runForm->addRow(m_seqLabel, m_seqLength);
    m_binder->bindCustom(QStringLiteral("model.seq_length"), m_seqLength, [this] {
        const QVariant v = m_session->value(QStringLiteral("model.seq_length"));
        m_seqLength->setValue(isNullValue(v) ? 0 : int(v.toLongLong()));
    });
    connect(m_seqLength, qOverload<int>(&QSpinBox::valueChanged), this, &WorkloadPage::commitSeqLength);
    addSpin(runForm, QStringLiteral("train.micro_batch_size"), 1, 4096, false);
    addSpin(runForm, QStringLiteral("train.global_batch_size"), 1, 1 << 24, true);
    addSpin(runForm, QStringLiteral("model.tensor_model_parallel_size"), 1, 1024, false);
    addSpin(runForm, QStringLiteral("model.pipeline_model_parallel_size"), 1, 1024, false);
    addSpin(runForm, QStringLiteral("model.virtual_pipeline_model_parallel_size"), 1, 1024, true);
    addSpin(runForm, QStringLiteral("model.context_parallel_size"), 1, 1024, false);
    addSpin(runForm, QStringLiteral("model.expert_model_parallel_size"), 1, 4096, false);

    m_binder->bindCustom(QStringLiteral("model._target_"), m_kind, [this] { readKind(); });
    for (const char* p :
         {"model.num_moe_experts", "model.moe_expert_capacity_factor", "model.moe_pad_expert_input_to_capacity"})
        m_binder->addObserver(QString::fromLatin1(p), [this] { readKind(); });
    connect(m_kind, qOverload<int>(&QComboBox::activated), this, [this](int i) {
        m_binder->commitValues(changesForKind(m_session->config(), ModelKind(m_kind->itemData(i).toInt())),
                               tr("Change the model kind"));
    });

    m_staticNote = note(this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(model);
    layout->addWidget(run);
    layout->addWidget(m_staticNote);
    layout->addStretch(1);
    retranslateUi();
}

QStringList WorkloadPage::editedPaths() const
{
    return WizardPageBase::editedPaths() + QStringList{"target.gpu", "model.seq_length", "dataset.seq_length",
                                                       "model.bf16", "model.fp8",        "model.fp8_recipe",
                                                       "model.fp4",  "model._target_"};
}

WorkloadPage::ModelKind WorkloadPage::kindOf(const TrainingConfig& cfg)
{
    const ProviderKind p = ModelProvider::classify(cfg.stringValue(FieldId::ModelTarget));
    if (p == ProviderKind::Hybrid)
        return ModelKind::Hybrid;
    if (p == ProviderKind::Qwen3VlMoe)
        return ModelKind::Vlm;
    const bool moe = !cfg.isNull(FieldId::NumMoeExperts) && cfg.intValue(FieldId::NumMoeExperts) > 1;
    if (!moe)
        return ModelKind::Dense;
    const bool dropPad
        = !cfg.isNull(FieldId::MoeExpertCapacityFactor) && cfg.boolValue(FieldId::MoePadExpertInputToCapacity);
    return dropPad ? ModelKind::MoeDropPad : ModelKind::MoeDropless;
}

QList<FieldChange> WorkloadPage::changesForKind(const TrainingConfig& cfg, ModelKind kind)
{
    QList<FieldChange> c;
    const QString target = cfg.stringValue(FieldId::ModelTarget);
    const ProviderKind provider = ModelProvider::classify(target);
    const qint64 experts = cfg.intValue(FieldId::NumMoeExperts, 0) > 1 ? cfg.intValue(FieldId::NumMoeExperts) : 64;
    auto provide = [&](const char* cls) {
        if (ModelProvider::classify(QString::fromLatin1(cls)) != provider || target.isEmpty())
            c << change(FieldId::ModelTarget, QString::fromLatin1(cls));
    };
    switch (kind) {
    case ModelKind::Dense:
        if (provider != ProviderKind::Gpt)
            c << change(FieldId::ModelTarget, QString::fromLatin1(kGptProvider));
        c << change(FieldId::NumMoeExperts, nullValue()) << change(FieldId::MoeExpertCapacityFactor, nullValue())
          << change(FieldId::MoePadExpertInputToCapacity, false);
        break;
    case ModelKind::MoeDropless:
    case ModelKind::MoeDropPad:
        if (provider != ProviderKind::Gpt)
            c << change(FieldId::ModelTarget, QString::fromLatin1(kGptProvider));
        c << change(FieldId::NumMoeExperts, experts);
        if (kind == ModelKind::MoeDropPad)
            c << change(FieldId::MoeExpertCapacityFactor, 1.0) << change(FieldId::MoePadExpertInputToCapacity, true);
        else
            c << change(FieldId::MoeExpertCapacityFactor, nullValue())
              << change(FieldId::MoePadExpertInputToCapacity, false);
        break;
    case ModelKind::Hybrid:
        provide(kHybridProvider);
        break;
    case ModelKind::Vlm:
        provide(kVlmProvider);
        c << change(FieldId::NumMoeExperts, experts);
        break;
    }
    return c;
}

void WorkloadPage::readKind()
{
    const TrainingConfig& cfg = m_session->config();
    const int i = m_kind->findData(int(kindOf(cfg)));
    m_kind->setCurrentIndex(i);
    // Fields that mean something only for a mixture of experts: disabled on a dense model, with the reason. Expert
    // parallelism stays editable while it is above 1, so a wrong value can be put back.
    const bool moe = !cfg.isNull(FieldId::NumMoeExperts) && cfg.intValue(FieldId::NumMoeExperts) > 1;
    for (const char* p : {"model.moe_router_topk", "model.moe_layer_freq", "model.expert_model_parallel_size"}) {
        const QString path = QString::fromLatin1(p);
        QWidget* w = m_binder->widgetFor(path);
        const auto id = FieldRegistry::instance().find(path);
        if (!w || !id)
            continue;
        const bool enabled = moe || (*id == FieldId::ExpertModelParallelSize && cfg.intValue(*id, 1) > 1);
        w->setEnabled(enabled);
        FieldBinder::setHelp(w,
                             enabled ? FieldRegistry::description(*id)
                                     : FieldRegistry::description(*id) + QLatin1Char('\n')
                                     + tr("Applies to mixture-of-experts models only: set Experts above 1 "
                                          "(or choose an MoE model kind) first."));
    }
}

void WorkloadPage::readPrecision()
{
    const TrainingConfig& c = m_session->config();
    int best = -1;
    for (int i = 0; i < int(std::size(kPrecisions)); ++i) {
        const Precision& p = kPrecisions[i];
        const bool fp8 = !c.isNull(FieldId::Fp8);
        const bool fp4 = !c.isNull(FieldId::Fp4);
        if (p.fp4 ? fp4
                  : (!fp4 && (p.fp8 ? fp8 && c.stringValue(FieldId::Fp8Recipe) == QLatin1String(p.fp8Recipe) : !fp8)
                     && (p.fp16 == c.boolValue(FieldId::Fp16)))) {
            best = i;
            break;
        }
    }
    m_precision->setCurrentIndex(best);
}

void WorkloadPage::commitPrecision(int index)
{
    if (index < 0 || index >= int(std::size(kPrecisions)))
        return;
    const Precision& p = kPrecisions[index];
    m_binder->commitValues({change(FieldId::Bf16, p.bf16), change(FieldId::Fp16, p.fp16),
                            change(FieldId::Fp8, p.fp8 ? QVariant(QString::fromLatin1(p.fp8)) : nullValue()),
                            change(FieldId::Fp8Recipe, QString::fromLatin1(p.fp8Recipe)),
                            change(FieldId::Fp4, p.fp4 ? QVariant(QString::fromLatin1(p.fp4)) : nullValue())},
                           tr("Change the precision"));
}

void WorkloadPage::commitSeqLength(int value)
{
    // The model and the dataset must agree (MB-24): one control sets both.
    const QVariant v = value == 0 ? nullValue() : QVariant(qlonglong(value));
    m_binder->commitValues({change(FieldId::ModelSeqLength, v), change(FieldId::DatasetSeqLength, v)},
                           tr("Change the sequence length"));
}

void WorkloadPage::retranslateUi()
{
    setTitle(tr("Workload"));
    setSubTitle(tr("What you train and where: the shapes decide how much launch overhead graphs can remove."));
    findChild<QGroupBox*>(QStringLiteral("modelBox"))->setTitle(tr("Model"));
    findChild<QGroupBox*>(QStringLiteral("runBox"))->setTitle(tr("Run"));
    m_kindLabel->setText(tr("Model kind"));
    m_seqLength->setSpecialValueText(tr("unset"));
    const int kind = m_kind->currentData().toInt();
    m_kind->clear();
    m_kind->addItem(tr("Dense transformer"), int(ModelKind::Dense));
    m_kind->addItem(tr("MoE, dropless routing"), int(ModelKind::MoeDropless));
    m_kind->addItem(tr("MoE, drop-and-pad routing"), int(ModelKind::MoeDropPad));
    m_kind->addItem(tr("Hybrid Mamba (Nemotron-H)"), int(ModelKind::Hybrid));
    m_kind->addItem(tr("Vision-language MoE (Qwen3-VL)"), int(ModelKind::Vlm));
    m_kind->setCurrentIndex(m_kind->findData(kind));
    readKind();
    m_gpuLabel->setText(tr("GPU"));
    m_precisionLabel->setText(tr("Precision"));
    m_seqLabel->setText(tr("Sequence length"));
    const int prec = m_precision->currentIndex();
    m_precision->clear();
    m_precision->addItems({tr("BF16"), tr("FP16"), tr("FP8, current scaling (tensorwise)"), tr("FP8, delayed scaling"),
                           tr("FP8, MXFP8 (Blackwell)"), tr("FP8, sub-channel (blockwise)"), tr("NVFP4 (Blackwell)")});
    m_precision->setCurrentIndex(prec);
    readPrecision();
    static const QHash<QString, const char*> names{
        {"model.num_layers", QT_TR_NOOP("Layers")},
        {"model.hidden_size", QT_TR_NOOP("Hidden size")},
        {"model.ffn_hidden_size", QT_TR_NOOP("FFN hidden size")},
        {"model.num_attention_heads", QT_TR_NOOP("Attention heads")},
        {"model.num_moe_experts", QT_TR_NOOP("Experts")},
        {"model.moe_router_topk", QT_TR_NOOP("Experts per token (top-k)")},
        {"model.moe_layer_freq", QT_TR_NOOP("MoE layer frequency")},
        {"train.micro_batch_size", QT_TR_NOOP("Micro-batch size")},
        {"train.global_batch_size", QT_TR_NOOP("Global batch size")},
        {"model.tensor_model_parallel_size", QT_TR_NOOP("Tensor parallel")},
        {"model.pipeline_model_parallel_size", QT_TR_NOOP("Pipeline parallel")},
        {"model.virtual_pipeline_model_parallel_size", QT_TR_NOOP("Virtual pipeline stages")},
        {"model.context_parallel_size", QT_TR_NOOP("Context parallel")},
        {"model.expert_model_parallel_size", QT_TR_NOOP("Expert parallel")},
    };
    for (QLabel* l : m_labels)
        setFieldLabelText(l, tr(names.value(l->property("cgaPath").toString(), "")));
    m_staticNote->setText(tr("Graphs replay exactly the shapes they captured. Keep the sequence length and the "
                             "micro-batch size fixed for the whole run and pad every sample to the sequence length; "
                             "nothing checks this before the first replay."));
    readKind(); // the reasons on the MoE fields, in the new language
}

} // namespace cga
