#pragma once

#include "wizard/startpage.h"

#include <QCoreApplication>

namespace cga {

// The start page's rows, in the language of the moment: the curated presets of the library (titles in the
// language, eager baselines marked) and every recipe of the catalogue.
class PresetEntries
{
    Q_DECLARE_TR_FUNCTIONS(cga::PresetEntries)

public:
    static QList<StartPage::PresetEntry> curated();
    static QList<StartPage::PresetEntry> catalogue();
};

} // namespace cga
