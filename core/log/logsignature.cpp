#include "log/logsignature.h"

#include "log/logsignaturetable.h"

#include <cstring>

namespace cga {

const std::vector<LogSignature>& LogSignature::all()
{
    static const std::vector<LogSignature> table = [] {
        std::vector<LogSignature> t;
        addRuntimeSignatures(t); // first: rows that share texts are ordered by priority there
        addConfigSignatures(t);
        addApiChurnSignatures(t);
        return t;
    }();
    return table;
}

const LogSignature* LogSignature::find(const char* id)
{
    for (const LogSignature& s : all())
        if (std::strcmp(s.id, id) == 0)
            return &s;
    return nullptr;
}

} // namespace cga
