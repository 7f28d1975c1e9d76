#include "model/trainingconfig.h"

#include <QLocale>

#include <cmath>

namespace cga {

namespace {

const FieldSpec& specOf(FieldId id)
{
    return FieldRegistry::instance().spec(id);
}

bool isListVariant(const QVariant& v)
{
    const int t = v.metaType().id();
    return t == QMetaType::QStringList || t == QMetaType::QVariantList;
}

bool isNumber(const QVariant& v)
{
    switch (v.metaType().id()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Double:
    case QMetaType::Float:
        return true;
    default:
        return false;
    }
}

} // namespace

TrainingConfig::TrainingConfig()
    : m_values(static_cast<size_t>(fieldCount()))
    , m_origins(static_cast<size_t>(fieldCount()))
{
}

bool TrainingConfig::isSet(FieldId id) const
{
    const FieldSpec& s = specOf(id);
    if (s.isEnv())
        return m_env.contains(s.envName());
    return m_values[static_cast<size_t>(id)].isValid();
}

QVariant TrainingConfig::value(FieldId id) const
{
    const FieldSpec& s = specOf(id);
    if (s.isEnv()) {
        const auto it = m_env.constFind(s.envName());
        return it == m_env.constEnd() ? nullValue() : QVariant(*it);
    }
    const QVariant& v = m_values[static_cast<size_t>(id)];
    return v.isValid() ? v : s.defaultValue;
}

void TrainingConfig::set(FieldId id, const QVariant& value)
{
    const FieldSpec& s = specOf(id);
    if (s.isEnv()) {
        if (isNullValue(value))
            m_env.remove(s.envName());
        else
            m_env.insert(s.envName(), value.toString());
        return;
    }
    m_values[static_cast<size_t>(id)] = value.isValid() ? value : nullValue();
    if (!m_unresolved.isEmpty())
        m_unresolved.remove(int(id)); // an input states it now
}

void TrainingConfig::unset(FieldId id)
{
    const FieldSpec& s = specOf(id);
    if (s.isEnv()) {
        m_env.remove(s.envName());
        return;
    }
    m_values[static_cast<size_t>(id)] = QVariant();
}

bool TrainingConfig::isNull(FieldId id) const
{
    return isNullValue(value(id));
}

bool TrainingConfig::boolValue(FieldId id) const
{
    const QVariant v = value(id);
    if (isNullValue(v))
        return false;
    if (v.metaType().id() == QMetaType::QString) {
        const QString s = v.toString().trimmed().toLower();
        return s == QLatin1String("true") || s == QLatin1String("1") || s == QLatin1String("yes")
            || s == QLatin1String("on");
    }
    return v.toBool();
}

qint64 TrainingConfig::intValue(FieldId id, qint64 fallback) const
{
    const QVariant v = value(id);
    if (isNullValue(v))
        return fallback;
    bool ok = false;
    const qint64 n = v.toLongLong(&ok);
    return ok ? n : fallback;
}

double TrainingConfig::floatValue(FieldId id, double fallback) const
{
    const QVariant v = value(id);
    if (isNullValue(v))
        return fallback;
    bool ok = false;
    const double d = v.toDouble(&ok);
    return ok ? d : fallback;
}

QString TrainingConfig::stringValue(FieldId id) const
{
    const QVariant v = value(id);
    return isNullValue(v) ? QString() : v.toString();
}

QStringList TrainingConfig::listValue(FieldId id) const
{
    const QVariant v = value(id);
    if (isNullValue(v))
        return {};
    if (v.metaType().id() == QMetaType::QStringList)
        return v.toStringList();
    if (v.metaType().id() == QMetaType::QVariantList) {
        QStringList out;
        for (const QVariant& item : v.toList())
            out << item.toString();
        return out;
    }
    const QString s = v.toString();
    return s.isEmpty() ? QStringList() : QStringList{s};
}

void TrainingConfig::setOrigin(FieldId id, const SourceLocation& where)
{
    m_origins[static_cast<size_t>(id)] = where;
}

SourceLocation TrainingConfig::origin(FieldId id) const
{
    const FieldSpec& s = specOf(id);
    if (s.isEnv())
        return m_envOrigins.value(s.envName());
    return m_origins[static_cast<size_t>(id)];
}

QVariantMap TrainingConfig::toMap(bool includeDefaults) const
{
    QVariantMap out;
    for (const FieldSpec& s : FieldRegistry::instance().all()) {
        if (s.isEnv())
            continue;
        if (includeDefaults || isSet(s.id))
            out.insert(s.path, value(s.id));
    }
    for (auto it = m_env.constBegin(); it != m_env.constEnd(); ++it)
        out.insert(QStringLiteral("env_vars.") + it.key(), it.value());
    return out;
}

bool TrainingConfig::setPath(const QString& path, const QVariant& value)
{
    if (path.startsWith(QLatin1String("env_vars."))) {
        const QString name = path.mid(9);
        if (name.isEmpty())
            return false;
        if (isNullValue(value))
            m_env.remove(name);
        else
            m_env.insert(name, value.toString());
        return true;
    }
    const auto id = FieldRegistry::instance().find(path);
    if (!id)
        return false;
    set(*id, value);
    return true;
}

QVariant TrainingConfig::valueAt(const QString& path, bool* known) const
{
    if (path.startsWith(QLatin1String("env_vars."))) {
        if (known)
            *known = true;
        const QString name = path.mid(9);
        return m_env.contains(name) ? QVariant(m_env.value(name)) : nullValue();
    }
    const auto id = FieldRegistry::instance().find(path);
    if (known)
        *known = id.has_value();
    return id ? value(*id) : QVariant();
}

bool TrainingConfig::operator==(const TrainingConfig& other) const
{
    return differences(*this, other).isEmpty();
}

QStringList TrainingConfig::differences(const TrainingConfig& a, const TrainingConfig& b)
{
    QStringList out;
    for (const FieldSpec& s : FieldRegistry::instance().all()) {
        if (s.isEnv())
            continue;
        if (!sameValue(a.value(s.id), b.value(s.id)))
            out << s.path;
    }
    QStringList names = a.m_env.keys();
    for (const QString& n : b.m_env.keys())
        if (!names.contains(n))
            names << n;
    for (const QString& n : names)
        if (a.m_env.value(n, QStringLiteral("\x01")) != b.m_env.value(n, QStringLiteral("\x01")))
            out << QStringLiteral("env_vars.") + n;
    return out;
}

QString displayValue(const QVariant& value)
{
    if (isNullValue(value))
        return QStringLiteral("null");
    switch (value.metaType().id()) {
    case QMetaType::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QMetaType::Double:
    case QMetaType::Float: {
        const double d = value.toDouble();
        if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 1e15)
            return QString::number(d, 'f', 1);
        return QString::number(d, 'g', QLocale::FloatingPointShortest); // reads back as the same double
    }
    case QMetaType::QStringList:
    case QMetaType::QVariantList: {
        QStringList parts;
        for (const QVariant& item : value.toList())
            parts << displayValue(item);
        return QLatin1Char('[') + parts.join(QLatin1Char(',')) + QLatin1Char(']');
    }
    default:
        return value.toString();
    }
}

bool sameValue(const QVariant& a, const QVariant& b)
{
    const bool an = isNullValue(a), bn = isNullValue(b);
    if (an || bn)
        return an == bn;
    if (isListVariant(a) || isListVariant(b)) {
        const QVariantList la = isListVariant(a) ? a.toList() : QVariantList{a};
        const QVariantList lb = isListVariant(b) ? b.toList() : QVariantList{b};
        if (la.size() != lb.size())
            return false;
        for (int i = 0; i < la.size(); ++i)
            if (!sameValue(la[i], lb[i]))
                return false;
        return true;
    }
    if (isNumber(a) && isNumber(b))
        return a.toDouble() == b.toDouble();
    if (a.metaType().id() == QMetaType::Bool || b.metaType().id() == QMetaType::Bool)
        return a.metaType() == b.metaType() && a.toBool() == b.toBool();
    return a.toString() == b.toString();
}

} // namespace cga
