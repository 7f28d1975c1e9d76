// One trace event (the bytes of one element of traceEvents in a PyTorch profiler trace) read by TraceEventParser as
// the profile reader reads it, from a buffer that may end anywhere: the first byte picks where the bytes are cut.
// Properties: no crash, overflow or hang; the parser reads the event as QJsonDocument does
// (tests/support/traceeventoracle.h); the cut bytes read as "ran out", or as the whole does where the cut lies past
// what decides it.
#include "../support/traceeventoracle.h"
#include "fuzzsupport.h"

using namespace cga;

CGA_FUZZ_INIT

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size == 0)
        return 0;
    const QByteArray event = cgafuzz::bytes(data + 1, size - 1);
    const QString diff = cga::test::checkAgainstQJsonDocument(event);
    cgafuzz::check(diff.isEmpty(), "the parser reads the event as QJsonDocument does", diff);

    using R = TraceEventParser::Result;
    const auto keep = [](QByteArrayView cat) { return !cat.startsWith('a'); }; // ac2g is skipped at its "cat"
    TraceEventParser whole;
    TraceEventParser cut;
    whole.setCategoryFilter(keep);
    cut.setCategoryFilter(keep);
    TraceEvent a;
    TraceEvent b;
    const R r = whole.parse(event, &a);
    const qsizetype n = data[0] % (event.size() + 1);
    const R rc = cut.parse(QByteArrayView(event.constData(), n), &b);
    bool same = false;
    if (rc == R::InvalidJson && cut.ranOut())
        same = true;
    else if (rc == R::InvalidJson)
        same = r == R::InvalidJson && cut.errorOffset() == whole.errorOffset();
    else
        same = rc == r && cut.length() == whole.length() && cut.inside() == whole.inside();
    cgafuzz::check(
        same, "a cut event reads as ran out or as the whole",
        QStringLiteral("cut at %1 of %2: %3 / %4").arg(n).arg(event.size()).arg(cut.errorText(), whole.errorText()));
    return 0;
}
