#pragma once

// Runs a program that writes one file while the write is made to fail, and reports what the user would find:
// the exit status and messages, whether the file that was there before is byte for byte intact, and what else was
// left in the folder. For the "disk full / unwritable target" fault tests of the core and the CLI.
//
//   DiskFull        a full tmpfs is mounted over the folder in a private mount namespace (unshare), so the write
//                   fails with ENOSPC exactly as on a full disk; needs root (CAP_SYS_ADMIN), else skipped.
//   ReadOnlyFolder  the folder is bind-mounted read-only in a private mount namespace (EROFS); root, else skipped.
//   FileSizeLimit   the child runs with RLIMIT_FSIZE below the file's size and SIGXFSZ ignored (EFBIG), as when a
//                   quota is reached; works for any user.
//   NoPermission    the folder is not writable by the child: mode 0555 for an ordinary user; as root (who may write
//                   anywhere) the child runs as the unprivileged user nobody.
//
// The mount faults run the program under a fixed /bin/sh script that receives every path and argument as a
// positional parameter (nothing is pasted into the script's text).
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

#include <csignal>
#include <grp.h>
#include <sys/resource.h>
#include <unistd.h>

namespace cga::test {

enum class WriteFault { DiskFull, ReadOnlyFolder, FileSizeLimit, NoPermission };

struct WriteFaultRun
{
    QString skipped; // why the fault cannot be injected here; empty when it ran
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    bool previousIntact = false; // the file holds exactly the bytes it held before the run
    QStringList leftovers; // other files in the folder afterwards (temporary files a writer forgot)
};

// A run that did not happen, and why.
inline WriteFaultRun skippedRun(const QString& why)
{
    WriteFaultRun run;
    run.skipped = why;
    return run;
}

inline const char* writeFaultName(WriteFault f)
{
    switch (f) {
    case WriteFault::DiskFull:
        return "disk full";
    case WriteFault::ReadOnlyFolder:
        return "read-only folder";
    case WriteFault::FileSizeLimit:
        return "file size limit";
    case WriteFault::NoPermission:
        return "no permission";
    }
    return "?";
}

namespace detail {

constexpr qint64 kFileSizeLimit = 256; // bytes: every writer under test writes more (the smallest, a CSV, 436)
constexpr uid_t kNobody = 65534;

// $1 mode, $2 folder, $3 file name, $4 previous content, $5 report file; the rest is the command.
inline const char* mountScript()
{
    return "mode=$1 dir=$2 name=$3 previous=$4 report=$5\n"
           "shift 5\n"
           "case \"$mode\" in\n"
           "full)\n"
           "  mount -t tmpfs -o size=256k,mode=0755 cga-fault \"$dir\" || exit 90\n"
           "  cp \"$previous\" \"$dir/$name\" || exit 90\n"
           "  dd if=/dev/zero of=\"$dir/.filler\" bs=4096 >/dev/null 2>&1\n"
           "  ;;\n"
           "readonly)\n"
           "  cp \"$previous\" \"$dir/$name\" || exit 90\n"
           "  mount --bind \"$dir\" \"$dir\" && mount -o remount,bind,ro \"$dir\" || exit 90\n"
           "  ;;\n"
           "esac\n"
           "echo injected >\"$report\"\n"
           "\"$@\"\n"
           "rc=$?\n"
           "if cmp -s \"$previous\" \"$dir/$name\"; then echo intact >>\"$report\"; else echo changed >>\"$report\"; "
           "fi\n"
           "ls -A \"$dir\" >>\"$report\"\n"
           "exit $rc\n";
}

inline bool writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

inline QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

inline QStringList othersIn(const QString& dir, const QString& name)
{
    QStringList out = QDir(dir).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden);
    out.removeAll(name);
    out.removeAll(QStringLiteral(".filler"));
    return out;
}

} // namespace detail

// `dir` must exist, be empty and lie inside `scratch` (a folder the run may use for its own files). The program
// is expected to write `dir/name`, which holds `previous` before the run.
inline WriteFaultRun runWithWriteFault(WriteFault fault, const QString& scratch, const QString& dir,
                                       const QString& name, const QByteArray& previous, const QString& program,
                                       const QStringList& args,
                                       const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    WriteFaultRun run;
    const QString target = QDir(dir).filePath(name);
    QProcess p;
    p.setProcessEnvironment(env);

    if (fault == WriteFault::DiskFull || fault == WriteFault::ReadOnlyFolder) {
        const QString unshare = QStandardPaths::findExecutable(QStringLiteral("unshare"));
        if (unshare.isEmpty())
            return skippedRun(QStringLiteral("unshare (util-linux) is not installed"));
        const QString previousPath = QDir(scratch).filePath(QStringLiteral("previous.bin"));
        const QString report = QDir(scratch).filePath(QStringLiteral("fault-report.txt"));
        QFile::remove(report);
        if (!detail::writeFile(previousPath, previous))
            return skippedRun(QStringLiteral("cannot write ") + previousPath);
        p.start(unshare,
                QStringList{QStringLiteral("--mount"), QStringLiteral("--propagation"), QStringLiteral("private"),
                            QStringLiteral("/bin/sh"), QStringLiteral("-c"), QLatin1String(detail::mountScript()),
                            QStringLiteral("cga-fault"),
                            fault == WriteFault::DiskFull ? QStringLiteral("full") : QStringLiteral("readonly"), dir,
                            name, previousPath, report, program}
                    + args);
        p.waitForFinished(120000);
        const QStringList lines
            = QString::fromUtf8(detail::readFile(report)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        if (lines.value(0) != QLatin1String("injected"))
            return skippedRun(QStringLiteral("cannot mount in a private namespace here (needs root): ")
                              + QString::fromUtf8(p.readAllStandardError()).trimmed());
        run.exitCode = p.exitCode();
        run.out = p.readAllStandardOutput();
        run.err = p.readAllStandardError();
        run.previousIntact = lines.value(1) == QLatin1String("intact");
        run.leftovers = lines.mid(2);
        run.leftovers.removeAll(name);
        run.leftovers.removeAll(QStringLiteral(".filler"));
        return run;
    }

    if (!detail::writeFile(target, previous))
        return skippedRun(QStringLiteral("cannot write ") + target);
    const bool root = ::geteuid() == 0;
    if (fault == WriteFault::FileSizeLimit) {
        p.setChildProcessModifier([] {
            ::signal(SIGXFSZ, SIG_IGN);
            const struct rlimit limit
            {
                detail::kFileSizeLimit, detail::kFileSizeLimit
            };
            ::setrlimit(RLIMIT_FSIZE, &limit);
        });
    } else if (root) {
        // nobody must reach the folder and the program, and must not be able to write into the folder.
        for (QString d = dir; d != QLatin1String("/") && !d.isEmpty(); d = QFileInfo(d).absolutePath())
            if (QFileInfo(d).isDir() && !(QFile::permissions(d) & QFileDevice::ExeOther))
                QFile::setPermissions(d, QFile::permissions(d) | QFileDevice::ReadOther | QFileDevice::ExeOther);
        p.setChildProcessModifier([] {
            if (::setgroups(0, nullptr) != 0 || ::setgid(detail::kNobody) != 0 || ::setuid(detail::kNobody) != 0)
                ::_exit(97);
        });
    } else {
        QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    }
    p.start(program, args);
    p.waitForFinished(120000);
    if (fault == WriteFault::NoPermission && !root)
        QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    if (p.exitStatus() == QProcess::NormalExit && p.exitCode() == 97)
        return skippedRun(QStringLiteral("cannot switch to the user nobody"));
    run.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    run.out = p.readAllStandardOutput();
    run.err = p.readAllStandardError();
    run.previousIntact = detail::readFile(target) == previous;
    run.leftovers = detail::othersIn(dir, name);
    return run;
}

} // namespace cga::test
