// Bridge's config validation as a user meets it: a deprecated flag with scopes (external_cuda_graph: true,
// cuda_graph_scope: attn) is never changed silently. Bridge since 2026-07-10 clears the scopes before Megatron-Core
// migrates the flag (whole layers are captured, with a warning saying so); the legacy profile keeps them, as Bridge
// did before (attention only).
#include "support/rulesfixture.h"

#include <QTest>

using namespace cga;
using namespace cga::test;

class TestRulesBridgeValidate : public QObject
{
    Q_OBJECT

private slots:
    void deprecatedFlagWithScopes_data();
    void deprecatedFlagWithScopes();
};

void TestRulesBridgeValidate::deprecatedFlagWithScopes_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QStringList>("modules");
    QTest::addColumn<bool>("warned");
    QTest::addRow("pinned: whole layers, with a warning") << QString() << QStringList() << true;
    QTest::addRow("head: whole layers, with a warning") << "profile=head" << QStringList() << true;
    QTest::addRow("legacy: attention only") << "profile=legacy" << QStringList{"attn"} << false;
}

void TestRulesBridgeValidate::deprecatedFlagWithScopes()
{
    QFETCH(QString, target);
    QFETCH(QStringList, modules);
    QFETCH(bool, warned);
    const Built b
        = build(kShape + kRng + QStringList{"model.external_cuda_graph=true", "model.cuda_graph_scope=[attn]"}, target);
    const ValidationReport report = RulesEngine::validate(b.loaded.config, b.target);
    QCOMPARE(report.normalized.stringValue(FieldId::CudaGraphImpl), QStringLiteral("transformer_engine"));
    QCOMPARE(report.normalized.listValue(FieldId::CudaGraphModules), modules);
    const Diagnostic* mb01 = nullptr;
    bool migrated = false;
    for (const Diagnostic& d : report.diagnostics) {
        if (d.id == QLatin1String("MB-01"))
            mb01 = &d;
        migrated = migrated || d.id == QLatin1String("MC-03");
    }
    QVERIFY(migrated); // the flag's migration is always said
    QCOMPARE(mb01 != nullptr, warned);
    if (warned) {
        QCOMPARE(mb01->severity, Severity::Warning);
        QVERIFY2(mb01->message.contains(QLatin1String("whole layers will be captured, not ['attn']")),
                 qPrintable(mb01->message));
        QVERIFY(!mb01->fixes.isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestRulesBridgeValidate)
#include "tst_rulesbridgevalidate.moc"
