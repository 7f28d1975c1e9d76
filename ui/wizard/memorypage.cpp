#include "wizard/memorypage.h"

#include "model/fieldregistry.h"
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

QWidget* checkGrid(QWidget* parent, const QStringList& names, QList<QPair<QString, QCheckBox*>>* items, int columns = 3)
{
    auto* box = new QWidget(parent);
    auto* grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < names.size(); ++i) {
        auto* c = new QCheckBox(names[i], box); // identifiers stay untranslated
        c->setObjectName(names[i]);
        grid->addWidget(c, i / columns, i % columns);
        *items << qMakePair(names[i], c);
    }
    return box;
}

} // namespace

MemoryPage::MemoryPage(ConfigSession* session, FieldBinder* binder, QWidget* parent)
    : WizardPageBase(session, binder, parent)
    , m_recompute(new QGroupBox(this))
    , m_offload(new QGroupBox(this))
{
    setObjectName(QStringLiteral("memoryPage"));
    const FieldRegistry& reg = FieldRegistry::instance();

    auto* rForm = new QFormLayout(m_recompute);
    auto* granularity = new QComboBox(this);
    granularity->setObjectName(QStringLiteral("model.recompute_granularity"));
    auto* method = new QComboBox(this);
    method->setObjectName(QStringLiteral("model.recompute_method"));
    auto* layers = new QSpinBox(this);
    layers->setObjectName(QStringLiteral("model.recompute_num_layers"));
    layers->setRange(0, 1024);
    for (auto [path, w] : {std::pair<const char*, QWidget*>{"model.recompute_granularity", granularity},
                           {"model.recompute_method", method},
                           {"model.recompute_num_layers", layers}}) {
        QLabel* l = fieldLabel(QString::fromLatin1(path));
        m_labels << l;
        rForm->addRow(l, w);
    }
    m_binder->bindCombo(QStringLiteral("model.recompute_granularity"), granularity,
                        {{QStringLiteral("—"), nullValue()},
                         {QStringLiteral("full"), QStringLiteral("full")},
                         {QStringLiteral("selective"), QStringLiteral("selective")}});
    m_binder->bindCombo(QStringLiteral("model.recompute_method"), method,
                        {{QStringLiteral("—"), nullValue()},
                         {QStringLiteral("uniform"), QStringLiteral("uniform")},
                         {QStringLiteral("block"), QStringLiteral("block")}});
    m_binder->bindSpin(QStringLiteral("model.recompute_num_layers"), layers, true);
    QList<QPair<QString, QCheckBox*>> modules;
    m_modulesLabel = fieldLabel(QStringLiteral("model.recompute_modules"));
    rForm->addRow(m_modulesLabel, checkGrid(this, reg.spec(FieldId::RecomputeModules).allowed, &modules));
    m_binder->bindList(QStringLiteral("model.recompute_modules"), modules);
    m_recomputeNote = note(this);
    rForm->addRow(m_recomputeNote);

    auto* oForm = new QFormLayout(m_offload);
    auto* cpu = new QCheckBox(this);
    cpu->setObjectName(QStringLiteral("model.cpu_offloading"));
    auto* cpuLayers = new QSpinBox(this);
    cpuLayers->setObjectName(QStringLiteral("model.cpu_offloading_num_layers"));
    cpuLayers->setRange(0, 1024);
    auto* fine = new QCheckBox(this);
    fine->setObjectName(QStringLiteral("model.fine_grained_activation_offloading"));
    auto* inflight = new QSpinBox(this);
    inflight->setObjectName(QStringLiteral("model.fine_grained_offloading_max_inflight_offloads"));
    inflight->setRange(-1, 64);
    for (auto [path, w] : {std::pair<const char*, QWidget*>{"model.cpu_offloading", cpu},
                           {"model.cpu_offloading_num_layers", cpuLayers},
                           {"model.fine_grained_activation_offloading", fine},
                           {"model.fine_grained_offloading_max_inflight_offloads", inflight}}) {
        QLabel* l = fieldLabel(QString::fromLatin1(path));
        m_labels << l;
        oForm->addRow(l, w);
    }
    m_binder->bindCheck(QStringLiteral("model.cpu_offloading"), cpu);
    m_binder->bindSpin(QStringLiteral("model.cpu_offloading_num_layers"), cpuLayers);
    m_binder->bindCheck(QStringLiteral("model.fine_grained_activation_offloading"), fine);
    m_binder->bindSpin(QStringLiteral("model.fine_grained_offloading_max_inflight_offloads"), inflight, true);
    QList<QPair<QString, QCheckBox*>> offloadModules;
    m_offloadModulesLabel = fieldLabel(QStringLiteral("model.offload_modules"));
    oForm->addRow(m_offloadModulesLabel, checkGrid(this, reg.spec(FieldId::OffloadModules).allowed, &offloadModules));
    m_binder->bindList(QStringLiteral("model.offload_modules"), offloadModules);
    m_offloadNote = note(this);
    oForm->addRow(m_offloadNote);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_recompute);
    layout->addWidget(m_offload);
    layout->addStretch(1);
    retranslateUi();
}

void MemoryPage::retranslateUi()
{
    setTitle(tr("Memory: recomputation and offloading"));
    setSubTitle(tr("Both change what a graph may contain: a recomputed or offloaded region must lie entirely "
                   "inside or outside a captured one."));
    m_recompute->setTitle(tr("Activation recomputation"));
    m_offload->setTitle(tr("Offloading"));
    static const QHash<QString, const char*> names{
        {"model.recompute_granularity", QT_TR_NOOP("Granularity")},
        {"model.recompute_method", QT_TR_NOOP("Method")},
        {"model.recompute_num_layers", QT_TR_NOOP("Layers recomputed")},
        {"model.cpu_offloading", QT_TR_NOOP("Legacy CPU offloading")},
        {"model.cpu_offloading_num_layers", QT_TR_NOOP("Offloaded layers")},
        {"model.fine_grained_activation_offloading", QT_TR_NOOP("Fine-grained activation offloading")},
        {"model.fine_grained_offloading_max_inflight_offloads", QT_TR_NOOP("Offloads in flight")},
    };
    for (QLabel* l : m_labels)
        setFieldLabelText(l, tr(names.value(l->property("cgaPath").toString(), "")));
    setFieldLabelText(m_modulesLabel, tr("Recomputed modules"));
    setFieldLabelText(m_offloadModulesLabel, tr("Offloaded modules"));
    m_recomputeNote->setText(tr("<b>full</b> recomputation works only with full-iteration graphs. <b>selective</b> "
                                "works with Transformer Engine scopes when the recomputed modules are not captured, "
                                "or when the captured ones contain no dropout."));
    m_offloadNote->setText(tr("Legacy CPU offloading works only with full-iteration graphs. Fine-grained offloading "
                              "works with Transformer Engine or full-iteration graphs and needs at least one warmup "
                              "step; with TE 2.10 or newer also NVTE_CPU_OFFLOAD_V1=1."));
}

} // namespace cga
