#pragma once

// Shared set-up of the libFuzzer targets: a QCoreApplication (translations and resources behave as in the tools),
// the input as Qt types, and a check that aborts (so libFuzzer keeps the input) when a property does not hold.
#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace cgafuzz {

inline void initApplication(int* argc, char*** argv)
{
    static QCoreApplication* app = new QCoreApplication(*argc, *argv);
    Q_UNUSED(app);
}

inline QByteArray bytes(const uint8_t* data, size_t size)
{
    return QByteArray(reinterpret_cast<const char*>(data), qsizetype(size));
}

// Text as an editor or a terminal would hand it to the tool: invalid UTF-8 becomes replacement characters.
inline QString text(const uint8_t* data, size_t size)
{
    return QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
}

[[noreturn]] inline void fail(const char* what, const QString& detail = QString())
{
    std::fprintf(stderr, "property violated: %s\n%s\n", what, detail.toUtf8().constData());
    std::abort();
}

inline void check(bool condition, const char* what, const QString& detail = QString())
{
    if (!condition)
        fail(what, detail);
}

} // namespace cgafuzz

#define CGA_FUZZ_INIT                                                                                                  \
    extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)                                                       \
    {                                                                                                                  \
        cgafuzz::initApplication(argc, argv);                                                                          \
        return 0;                                                                                                      \
    }
