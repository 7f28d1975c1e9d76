#include "log/multipatternmatcher.h"

#include <algorithm>
#include <deque>

namespace cga {

namespace {

QByteArray collapse(const QByteArray& in)
{
    QByteArray out;
    out.reserve(in.size());
    bool prevSpace = false;
    for (char c : in) {
        if (c == ' ' || c == '\t') {
            if (!prevSpace)
                out += ' ';
            prevSpace = true;
        } else {
            out += c;
            prevSpace = false;
        }
    }
    return out;
}

} // namespace

MultiPatternMatcher::MultiPatternMatcher(bool collapseWhitespace)
    : m_collapse(collapseWhitespace)
{
}

void MultiPatternMatcher::add(const QByteArray& pattern, int id)
{
    const QByteArray p = m_collapse ? collapse(pattern) : pattern;
    if (!p.isEmpty() && id >= 0)
        m_patterns.emplace_back(p, id);
}

void MultiPatternMatcher::build()
{
    // Byte classes: one per byte that occurs in a pattern, class 0 for every other byte.
    std::fill(std::begin(m_class), std::end(m_class), 0);
    m_classes = 1;
    for (const auto& [p, id] : m_patterns)
        for (char ch : p) {
            const auto c = static_cast<unsigned char>(ch);
            if (m_class[c] == 0)
                m_class[c] = static_cast<unsigned char>(m_classes++);
        }
    if (m_collapse && m_class[static_cast<unsigned char>(' ')] != 0)
        m_class[static_cast<unsigned char>('\t')] = m_class[static_cast<unsigned char>(' ')];

    // Trie.
    const std::uint32_t k = m_classes;
    std::vector<std::int32_t> go(k, -1); // go[state * k + class]
    std::vector<std::vector<int>> out(1);
    for (const auto& [p, id] : m_patterns) {
        std::uint32_t s = 0;
        for (char ch : p) {
            const std::uint32_t c = m_class[static_cast<unsigned char>(ch)];
            if (go[s * k + c] < 0) {
                go[s * k + c] = static_cast<std::int32_t>(out.size());
                out.emplace_back();
                go.resize(go.size() + k, -1);
            }
            s = static_cast<std::uint32_t>(go[s * k + c]);
        }
        out[s].push_back(id);
    }
    const std::uint32_t states = static_cast<std::uint32_t>(out.size());

    // Failure links in breadth-first order, turned into a complete transition table.
    std::vector<std::uint32_t> fail(states, 0);
    std::vector<std::uint32_t> next(static_cast<size_t>(states) * k, 0);
    std::deque<std::uint32_t> queue;
    for (std::uint32_t c = 0; c < k; ++c) {
        if (go[c] >= 0) {
            next[c] = static_cast<std::uint32_t>(go[c]);
            queue.push_back(static_cast<std::uint32_t>(go[c]));
        }
    }
    while (!queue.empty()) {
        const std::uint32_t s = queue.front();
        queue.pop_front();
        for (int id : out[fail[s]])
            if (std::find(out[s].begin(), out[s].end(), id) == out[s].end())
                out[s].push_back(id);
        for (std::uint32_t c = 0; c < k; ++c) {
            const std::int32_t t = go[s * k + c];
            if (t >= 0) {
                fail[t] = next[fail[s] * k + c];
                next[s * k + c] = static_cast<std::uint32_t>(t);
                queue.push_back(static_cast<std::uint32_t>(t));
            } else {
                next[s * k + c] = next[fail[s] * k + c];
            }
        }
    }

    m_next.assign(next.size(), 0);
    for (size_t i = 0; i < next.size(); ++i)
        m_next[i] = next[i] * k | (out[next[i]].empty() ? 0u : kOutputFlag);
    m_outStart.assign(states + 1, 0);
    m_outputs.clear();
    for (std::uint32_t s = 0; s < states; ++s) {
        m_outStart[s] = static_cast<std::uint32_t>(m_outputs.size());
        m_outputs.insert(m_outputs.end(), out[s].begin(), out[s].end());
    }
    m_outStart[states] = static_cast<std::uint32_t>(m_outputs.size());
}

std::vector<int> MultiPatternMatcher::findAll(const char* b, const char* e) const
{
    std::vector<int> ids;
    scan(b, e, [&ids](int id, const char*) {
        if (std::find(ids.begin(), ids.end(), id) == ids.end())
            ids.push_back(id);
        return true;
    });
    return ids;
}

} // namespace cga
