#pragma once

#include "emit/emitter.h"

#include <QDialog>
#include <QMap>

class QPlainTextEdit;

namespace cga {

// What Finish did and what to run next: the files written (and where), then the commands that use them (the
// Slurm A/B script, the perf-harness command, a measurement on this GPU, the rollback to eager), with Copy.
class FinishSummary : public QDialog
{
    Q_OBJECT

public:
    // written: the file written for each artefact (quoted where the commands need it); harnessCommand: the perf-harness command (empty when none).
    FinishSummary(const QString& directory, const QMap<EmitFormat, QString>& written, const QString& harnessCommand,
                  QWidget* parent = nullptr);
    QString text() const;

    static QString text(const QString& directory, const QMap<EmitFormat, QString>& written,
                        const QString& harnessCommand);

private:
    QPlainTextEdit* m_text;
};

} // namespace cga
