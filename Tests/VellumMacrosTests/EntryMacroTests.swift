import Testing

@Suite struct EntryMacroTests {
  @Test func environmentEntryWithTypeAndDefault() {
    let result = expand(
      """
      extension EnvironmentValues {
        @Entry var accent: Color = .orange
      }
      """)
    #expect(result.diagnostics.isEmpty)
    let text = squeezed(result.text)
    #expect(
      text.contains("var accent: Color { get { self[__Key_accent.self] } set { self[__Key_accent.self] = newValue } }"))
    #expect(text.contains("private struct __Key_accent: EnvironmentKey { static var defaultValue: Color { .orange } }"))
    #expect(!text.contains("= .orange }"), "the stored initial value is gone from the property")
  }

  @Test func inferredTypeStoresTheDefault() {
    let text = squeezed(expand("extension EnvironmentValues { @Entry var isCompact = false }").text)
    #expect(text.contains("private struct __Key_isCompact: EnvironmentKey { static let defaultValue = false }"))
  }

  @Test func optionalWithoutValueDefaultsToNil() {
    let result = expand("extension ContainerValues { @Entry var badge: Int? }")
    #expect(result.diagnostics.isEmpty)
    #expect(
      squeezed(result.text).contains(
        "private struct __Key_badge: ContainerValueKey { static var defaultValue: Int? { nil } }"))
  }

  @Test func keyProtocolFollowsTheExtendedType() {
    #expect(squeezed(expand("extension Transaction { @Entry var fast = true }").text).contains(": TransactionKey {"))
    #expect(
      squeezed(expand("extension SwiftUI.ContainerValues { @Entry var tint: Color = .red }").text).contains(
        ": ContainerValueKey {"))
    #expect(squeezed(expand("extension ThemeValues { @Entry var tint: Color = .red }").text).contains(": ThemeKey {"))
  }

  @Test func focusedValuesKeyHasTheWrappedType() {
    let result = expand("extension FocusedValues { @Entry var selection: Int? }")
    #expect(result.diagnostics.isEmpty)
    #expect(squeezed(result.text).contains("private struct __Key_selection: FocusedValueKey { typealias Value = Int }"))
  }

  @Test func misuseIsReportedWithSwiftUIsWording() {
    let outside = expand("struct Settings { @Entry var tint: Color = .red }")
    #expect(
      outside.diagnostics == [
        "'@Entry' macro can only attach to var declarations inside extensions of EnvironmentValues, Transaction, ContainerValues, or FocusedValues"
      ])
    #expect(!squeezed(outside.text).contains("__Key_"))
    #expect(
      expand("extension EnvironmentValues { @Entry let tint: Color = .red }").diagnostics == [
        "'@Entry' can only be applied to a 'var' declaration"
      ])
    #expect(
      expand("extension EnvironmentValues { @Entry var tint: Color }").diagnostics == [
        "'@Entry' requires a default value for a non-optional type"
      ])
    #expect(
      expand("extension EnvironmentValues { @Entry var tint: Color { .red } }").diagnostics == [
        "'@Entry' cannot be applied to a computed property"
      ])
    #expect(
      expand("extension FocusedValues { @Entry var count: Int = 0 }").diagnostics == [
        "'@Entry' in FocusedValues requires an optional type"
      ])
  }
}
