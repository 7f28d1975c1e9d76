#pragma once

#include "log/logsignature.h"

#include <vector>

namespace cga {

// The rows of LogSignature::all(), by kind.
void addRuntimeSignatures(std::vector<LogSignature>& table); // failures while running, computed findings
void addConfigSignatures(std::vector<LogSignature>& table); // start-up configuration assertions
void addApiChurnSignatures(std::vector<LogSignature>& table); // start-up assertions about renamed options

} // namespace cga
