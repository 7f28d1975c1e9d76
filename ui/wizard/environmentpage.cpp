#include "wizard/environmentpage.h"

#include "model/fieldregistry.h"
#include "session/configsession.h"
#include "wizard/fieldbinder.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cga {

namespace {

QTableWidget* envTable(QWidget* parent)
{
    auto* t = new QTableWidget(0, 2, parent);
    t->horizontalHeader()->setStretchLastSection(true);
    t->verticalHeader()->setVisible(false);
    t->setMinimumHeight(90);
    return t;
}

void fill(QTableWidget* t, const QMap<QString, QString>& values)
{
    const QSignalBlocker block(t);
    t->setRowCount(0);
    for (auto it = values.constBegin(); it != values.constEnd(); ++it) {
        const int r = t->rowCount();
        t->insertRow(r);
        t->setItem(r, 0, new QTableWidgetItem(it.key()));
        t->setItem(r, 1, new QTableWidgetItem(it.value()));
    }
    t->insertRow(t->rowCount()); // an empty row to add a variable
}

} // namespace

EnvironmentPage::EnvironmentPage(ConfigSession* session, FieldBinder* binder, QWidget* parent)
    : WizardPageBase(session, binder, parent)
    , m_envBox(new QGroupBox(this))
    , m_versionBox(new QGroupBox(this))
    , m_extraEnv(envTable(this))
    , m_shellEnv(envTable(this))
    , m_extraLabel(new QLabel(this))
    , m_shellLabel(new QLabel(this))
    , m_envNote(note(this))
{
    setObjectName(QStringLiteral("environmentPage"));
    m_extraEnv->setObjectName(QStringLiteral("extraEnv"));
    m_shellEnv->setObjectName(QStringLiteral("shellEnv"));
    auto* envForm = new QFormLayout(m_envBox);
    for (const FieldSpec& s : FieldRegistry::instance().all()) {
        if (!s.isEnv())
            continue;
        m_knownEnv << s.envName();
        auto* edit = new QLineEdit(this);
        edit->setObjectName(s.path);
        edit->setPlaceholderText(tr("not set"));
        auto* label = new QLabel(s.envName(), this); // variable names are identifiers: not translated
        label->setProperty("cgaPath", s.path);
        m_labels << label;
        envForm->addRow(label, edit);
        m_binder->bindLine(s.path, edit);
    }
    envForm->addRow(m_extraLabel, m_extraEnv);
    envForm->addRow(m_shellLabel, m_shellEnv);
    envForm->addRow(m_envNote);
    readExtraEnv();
    connect(m_session, &ConfigSession::changed, this, [this](const QStringList& paths) {
        for (const QString& p : paths) {
            if (p.startsWith(QLatin1String("env_vars.")))
                readExtraEnv();
            if (p.startsWith(QLatin1String("target.shell_env.")))
                readShellEnv();
        }
    });
    connect(m_session, &ConfigSession::resetDone, this, [this] {
        readExtraEnv();
        readShellEnv();
    });
    connect(m_extraEnv, &QTableWidget::itemChanged, this,
            [this] { commitTable(m_extraEnv, QStringLiteral("env_vars."), m_knownEnv); });
    connect(m_shellEnv, &QTableWidget::itemChanged, this,
            [this] { commitTable(m_shellEnv, QStringLiteral("target.shell_env."), {}); });
    readShellEnv();

    auto* vForm = new QFormLayout(m_versionBox);
    auto row = [&](const char* path, QWidget* w) {
        w->setObjectName(QString::fromLatin1(path));
        QLabel* l = fieldLabel(QString::fromLatin1(path));
        m_labels << l;
        vForm->addRow(l, w);
    };
    auto* te = new QLineEdit(this);
    te->setPlaceholderText(QStringLiteral("2.12"));
    row("target.te_version", te);
    m_binder->bindLine(QStringLiteral("target.te_version"), te);
    auto* teInstalled = new QCheckBox(this);
    row("target.te_installed", teInstalled);
    m_binder->bindCheck(QStringLiteral("target.te_installed"), teInstalled);
    auto* torch = new QLineEdit(this);
    torch->setPlaceholderText(QStringLiteral("2.11"));
    row("target.torch_version", torch);
    m_binder->bindLine(QStringLiteral("target.torch_version"), torch);
    auto* profile = new QComboBox(this);
    row("target.profile", profile);
    m_binder->bindCombo(QStringLiteral("target.profile"), profile, {});
    auto* frontEnd = new QComboBox(this);
    row("target.front_end", frontEnd);
    m_binder->bindCombo(QStringLiteral("target.front_end"), frontEnd, {});

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_envBox);
    layout->addWidget(m_versionBox);
    layout->addStretch(1);
    retranslateUi();
}

QStringList EnvironmentPage::editedPaths() const
{
    QStringList paths = WizardPageBase::editedPaths();
    for (const QString& n : m_session->config().env().keys())
        paths << QStringLiteral("env_vars.") + n;
    return paths;
}

void EnvironmentPage::readExtraEnv()
{
    QMap<QString, QString> extra;
    const QMap<QString, QString>& env = m_session->config().env();
    for (auto it = env.constBegin(); it != env.constEnd(); ++it)
        if (!m_knownEnv.contains(it.key()))
            extra.insert(it.key(), it.value());
    fill(m_extraEnv, extra);
}

void EnvironmentPage::readShellEnv()
{
    fill(m_shellEnv, m_session->target().shellEnv);
}

void EnvironmentPage::commitTable(QTableWidget* table, const QString& prefix, const QStringList& skip)
{
    QMap<QString, QString> wanted;
    for (int r = 0; r < table->rowCount(); ++r) {
        const QString name = table->item(r, 0) ? table->item(r, 0)->text().trimmed() : QString();
        if (name.isEmpty() || skip.contains(name))
            continue;
        wanted.insert(name, table->item(r, 1) ? table->item(r, 1)->text() : QString());
    }
    QMap<QString, QString> current;
    if (prefix.startsWith(QLatin1String("env_vars"))) {
        const QMap<QString, QString>& env = m_session->config().env();
        for (auto it = env.constBegin(); it != env.constEnd(); ++it)
            if (!skip.contains(it.key()))
                current.insert(it.key(), it.value());
    } else {
        current = m_session->target().shellEnv;
    }
    QList<FieldChange> changes;
    for (auto it = current.constBegin(); it != current.constEnd(); ++it)
        if (!wanted.contains(it.key()))
            changes << FieldChange{prefix + it.key(), nullValue()};
    for (auto it = wanted.constBegin(); it != wanted.constEnd(); ++it)
        if (current.value(it.key(), QStringLiteral("\x01")) != it.value())
            changes << FieldChange{prefix + it.key(), it.value()};
    if (!changes.isEmpty())
        m_binder->commitValues(changes, tr("Edit environment variables"));
}

void EnvironmentPage::retranslateUi()
{
    setTitle(tr("Environment and versions"));
    setSubTitle(tr("Allocator and NCCL variables, and the library versions the rules depend on."));
    m_envBox->setTitle(tr("Environment variables (cfg.env_vars)"));
    m_versionBox->setTitle(tr("Versions and API"));
    m_extraLabel->setText(tr("Other variables"));
    m_shellLabel->setText(tr("Exported by the launching shell"));
    for (QTableWidget* t : {m_extraEnv, m_shellEnv})
        t->setHorizontalHeaderLabels({tr("Name"), tr("Value")});
    m_envNote->setText(tr("Bridge applies env_vars with <code>os.environ.setdefault</code>: a value the launching "
                          "shell exports wins. With Transformer Engine graphs and "
                          "<code>expandable_segments:True</code>, <code>NCCL_GRAPH_REGISTER</code> must be "
                          "<code>0</code>."));
    for (QLabel* l : m_labels) {
        const QString path = l->property("cgaPath").toString();
        if (path.startsWith(QLatin1String("env_vars."))) {
            if (const auto id = FieldRegistry::instance().find(path)) {
                l->setToolTip(FieldRegistry::description(*id));
                if (QWidget* w = m_binder->widgetFor(path))
                    FieldBinder::setHelp(w, FieldRegistry::description(*id));
            }
            if (auto* edit = qobject_cast<QLineEdit*>(m_binder->widgetFor(path)))
                edit->setPlaceholderText(tr("not set"));
        }
    }
    static const QHash<QString, const char*> names{
        {"target.te_version", QT_TR_NOOP("Transformer Engine version")},
        {"target.te_installed", QT_TR_NOOP("Transformer Engine installed")},
        {"target.torch_version", QT_TR_NOOP("PyTorch version")},
        {"target.profile", QT_TR_NOOP("Megatron-Core API")},
        {"target.front_end", QT_TR_NOOP("Front end")},
    };
    for (QLabel* l : m_labels) {
        const QString path = l->property("cgaPath").toString();
        if (names.contains(path))
            setFieldLabelText(l, tr(names.value(path)));
    }
    m_binder->setComboChoices(QStringLiteral("target.profile"),
                              {{TargetContext::profileTitle(McoreProfile::Pinned), QStringLiteral("pinned")},
                               {TargetContext::profileTitle(McoreProfile::Head), QStringLiteral("head")},
                               {TargetContext::profileTitle(McoreProfile::Legacy), QStringLiteral("legacy")}});
    m_binder->setComboChoices(
        QStringLiteral("target.front_end"),
        {{TargetContext::frontEndTitle(FrontEnd::BridgeYaml), QStringLiteral("bridge-yaml")},
         {TargetContext::frontEndTitle(FrontEnd::BridgePython), QStringLiteral("bridge-python")},
         {TargetContext::frontEndTitle(FrontEnd::PerfHarness), QStringLiteral("harness")},
         {TargetContext::frontEndTitle(FrontEnd::MegatronLm), QStringLiteral("megatron")},
         {TargetContext::frontEndTitle(FrontEnd::MegatronCore), QStringLiteral("megatron-core")}});
}

} // namespace cga
