#pragma once

#include "wizard/wizardpagebase.h"

class QLineEdit;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace cga {

// Step 1: where the configuration comes from: a preset from Megatron Bridge's own recipes (searchable, grouped by
// model family and GPU), a Bridge YAML file, a perf-harness command, Megatron-LM arguments, a training log, or blank.
class StartPage : public WizardPageBase
{
    Q_OBJECT

public:
    struct PresetEntry
    {
        QString id;
        QString title; // localized
        QString family;
        QString gpu;
        QString detail; // localized: source recipe, kind, precision
        bool catalogue = false; // a recipe of the whole catalogue (collapsed unless a search finds it)
    };

    StartPage(ConfigSession* session, FieldBinder* binder, QWidget* parent = nullptr);
    void retranslateUi() override;

    void setPresets(const QList<PresetEntry>& presets);
    // Selects the preset (none for an id that is not one) without asking for it to be loaded.
    void setCurrentPreset(const QString& id);
    QString currentPreset() const;
    QTreeWidget* presetTree() const { return m_tree; }
    QLineEdit* searchField() const { return m_search; }
    int visiblePresetCount() const;
    void setLogSupported(bool supported);

signals:
    void presetChosen(const QString& id);
    void openYamlRequested();
    void harnessRequested();
    void megatronRequested();
    void logRequested();
    void blankRequested();

private:
    void filter(const QString& text);
    void rebuild();
    // "Loaded: <what is loaded>. Press Next ...", in the language of the moment.
    void updateLoaded();

    QLineEdit* m_search;
    QTreeWidget* m_tree;
    QPushButton* m_openYaml;
    QPushButton* m_harness;
    QPushButton* m_megatron;
    QPushButton* m_log;
    QPushButton* m_blank;
    QLabel* m_presetLabel;
    QLabel* m_otherLabel;
    QLabel* m_loaded;
    QList<PresetEntry> m_presets;
};

} // namespace cga
