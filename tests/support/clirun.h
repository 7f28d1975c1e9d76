#pragma once

// Runs the command-line tool the way a user does (the `cga` binary the test was built with, CGA_CLI) and keeps
// its exit status and what it printed on each stream.
#include <QByteArray>
#include <QProcess>
#include <QStringList>

namespace cga::test {

struct CliRun
{
    int exitCode = -1; // -1: it crashed or did not finish in time
    QByteArray out;
    QByteArray err;
};

inline CliRun runCga(const QStringList& args, int timeoutMs = 60000)
{
    QProcess p;
    p.setProgram(QStringLiteral(CGA_CLI));
    p.setArguments(args);
    p.start();
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return {-1, p.readAllStandardOutput(), p.readAllStandardError() + "\n(timed out)"};
    }
    const int code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return {code, p.readAllStandardOutput(), p.readAllStandardError()};
}

} // namespace cga::test
