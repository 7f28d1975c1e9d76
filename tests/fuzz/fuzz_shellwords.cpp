// ShellWords, under every script and command line the tool writes. Properties: no crash, leak or hang; split()
// of quote(x) is exactly [x] and split() of join(words) is exactly the words, for any text (quotes, $(), `,
// newlines, non-ASCII, empty words).
#include "fuzzsupport.h"
#include "util/shellwords.h"

using namespace cga;

CGA_FUZZ_INIT

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QString input = cgafuzz::text(data, size);
    Q_UNUSED(ShellWords::split(input));
    const auto one = ShellWords::split(ShellWords::quote(input));
    cgafuzz::check(one && *one == QStringList{input}, "quote() passes one value through split()", input);
    const QStringList words = input.split(QChar(0x1f)); // unit separator: several words of any content
    const auto many = ShellWords::split(ShellWords::join(words));
    cgafuzz::check(many && *many == words, "join() passes every word through split()", ShellWords::join(words));
    return 0;
}
