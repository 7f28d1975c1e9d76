#pragma once

#include <QByteArray>

#include <cstdint>
#include <vector>

namespace cga {

// Finds many fixed byte strings in one pass over a line (Aho-Corasick compiled into a DFA over byte classes), so
// the cost per line does not grow with the number of patterns. With collapseWhitespace, runs of spaces and tabs in
// the input match a single space in a pattern (patterns are normalised the same way when added).
class MultiPatternMatcher
{
public:
    explicit MultiPatternMatcher(bool collapseWhitespace = false);

    // id >= 0; several patterns may share an id. Call build() after the last add().
    void add(const QByteArray& pattern, int id);
    void build();
    bool isEmpty() const { return m_patterns.empty(); }

    // Calls onMatch(id, matchEnd) for each occurrence in [b, e), in the order the occurrences end; matchEnd points
    // one past the last input byte of the match. Scanning stops when onMatch returns false.
    template<typename F> void scan(const char* b, const char* e, F&& onMatch) const
    {
        if (m_next.empty())
            return;
        const std::uint32_t* next = m_next.data();
        std::uint32_t s = 0;
        bool prevSpace = false;
        for (const char* p = b; p < e; ++p) {
            unsigned char c = static_cast<unsigned char>(*p);
            if (m_collapse) {
                if (c == ' ' || c == '\t') {
                    if (prevSpace)
                        continue;
                    prevSpace = true;
                    c = ' ';
                } else {
                    prevSpace = false;
                }
            }
            const std::uint32_t v = next[s + m_class[c]];
            s = v & kStateMask;
            if (v & kOutputFlag) {
                const std::uint32_t state = s / m_classes;
                for (std::uint32_t i = m_outStart[state]; i < m_outStart[state + 1]; ++i)
                    if (!onMatch(m_outputs[i], p + 1))
                        return;
            }
        }
    }

    // The ids of all patterns found in [b, e), each once, in the order first found.
    std::vector<int> findAll(const char* b, const char* e) const;

private:
    static constexpr std::uint32_t kOutputFlag = 0x80000000u;
    static constexpr std::uint32_t kStateMask = 0x7fffffffu;

    bool m_collapse;
    std::vector<std::pair<QByteArray, int>> m_patterns;
    unsigned char m_class[256] = {};
    std::uint32_t m_classes = 1;
    std::vector<std::uint32_t> m_next; // [state * classes + class] = next state * classes (| kOutputFlag)
    std::vector<std::uint32_t> m_outStart; // per state, into m_outputs; one extra entry at the end
    std::vector<int> m_outputs;
};

} // namespace cga
