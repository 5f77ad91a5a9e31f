import Testing

@Suite struct PreviewMacroTests {
  @Test func unnamedPreviewRegistersItsBodyFileAndLine() {
    let result = expand(
      """
      import Vellum

      #Preview {
        ContentView()
      }
      """)
    #expect(result.diagnostics.isEmpty)
    let text = squeezed(result.text)
    #expect(text.contains(": Vellum._PreviewRegistry {"))
    // Public, or a release build's optimizer drops the type, which nothing refers to, and
    // discovery finds no preview there.
    #expect(text.contains("public struct"))
    #expect(text.contains("public static var _preview: Vellum._PreviewDeclaration"))
    #expect(
      text.contains(
        #"Vellum._PreviewDeclaration(nil, traits: { [] }, fileID: "App/ContentView.swift", line: 3) { Vellum.AnyView(_make()) }"#
      ))
    #expect(text.contains("@Vellum.ViewBuilder @MainActor static func _make() -> any Vellum.View { ContentView() }"))
    #expect(!text.contains("#Preview"))
  }

  @Test func nameAndTraitsArePassedOn() {
    let text = squeezed(
      expand(
        """
        #Preview("Compact", traits: .sizeThatFitsLayout, .landscapeLeft) {
          let model = Model()
          ContentView(model: model)
        }
        """
      ).text)
    #expect(
      text.contains(
        #"Vellum._PreviewDeclaration("Compact", traits: { [.sizeThatFitsLayout, .landscapeLeft] }, fileID: "App/ContentView.swift", line: 1) { Vellum.AnyView(_make()) }"#
      ))
    #expect(text.contains("static func _make() -> any Vellum.View { let model = Model() ContentView(model: model) }"))
  }

  @Test func labelledBodyArgument() {
    let text = squeezed(expand(#"#Preview("Row", body: { Row() })"#).text)
    #expect(
      text.contains(
        #"Vellum._PreviewDeclaration("Row", traits: { [] }, fileID: "App/ContentView.swift", line: 1) { Vellum.AnyView(_make()) }"#
      ))
    #expect(text.contains("static func _make() -> any Vellum.View { Row() }"))
  }

  @Test func previewableDeclarationsBecomeTheStateOfAView() {
    let result = expand(
      """
      #Preview {
        @Previewable @State var isOn = true
        Toggle("Wi-Fi", isOn: $isOn)
      }
      """)
    #expect(result.diagnostics.isEmpty)
    let text = squeezed(result.text)
    #expect(
      text.contains(
        "fileprivate struct _PreviewContent: Vellum.View { @State var isOn = true var body: some Vellum.View { Toggle(\"Wi-Fi\", isOn: $isOn) } }"
      ))
    #expect(text.contains("static func _make() -> any Vellum.View { _PreviewContent() }"))
    #expect(text.contains("line: 1) { Vellum.AnyView(_make()) }"))
    #expect(!text.contains("@Previewable"))
  }

  @Test func eachPreviewGetsItsOwnType() {
    let text = expand("#Preview { A() }\n#Preview { B() }").text
    let names = text.split(separator: "\n").filter { $0.hasPrefix("public struct ") }.map {
      $0.split(separator: ":")[0]
    }
    #expect(names.count == 2)
    #expect(Set(names).count == 2)
  }

  @Test func previewableOutsideAPreviewIsAnError() {
    #expect(
      expand("struct V { @Previewable @State var x = 1 }").diagnostics == [
        "'@Previewable' can only be used in a #Preview body closure"
      ])
  }

  @Test func previewWithoutBodyIsAnError() {
    #expect(
      expand(#"#Preview("Empty")"#).diagnostics == ["'#Preview' needs a body closure that returns the view to preview"])
  }

  /// A body that declares its own view type and returns it: the view is made by a static
  /// function with an opaque result (a closure returning the local type crashed the
  /// compiler's mangler), without `@ViewBuilder`, which an explicit `return` turns off.
  @Test func aBodyWithALocalViewTypeIsAFunction() {
    let text = squeezed(
      expand(
        """
        #Preview {
          struct Wrapper: View { var body: some View { Text("A") } }
          return Wrapper()
        }
        """
      ).text)
    #expect(
      text.contains(
        "@MainActor static func _make() -> any Vellum.View { struct Wrapper: View { var body: some View { Text(\"A\") } } return Wrapper() }"
      ), "\(text)")
    #expect(!text.contains("@Vellum.ViewBuilder"))
  }

  /// `return` inside `do`/`catch` (the SwiftData preview idiom) also turns `@ViewBuilder`
  /// off; a `return` inside a closure or a local function does not.
  @Test func onlyTheBodysOwnReturnsTurnTheBuilderOff() {
    let caught = expand(
      """
      #Preview {
        do {
          let container = try makeContainer()
          return List { Text("A") }.modelContainer(container)
        } catch {
          return Text("Failed")
        }
      }
      """
    ).text
    #expect(!caught.contains("@Vellum.ViewBuilder"), "\(caught)")
    let nested = expand(
      """
      #Preview {
        let rows = [1, 2].map { number in return "Row \\(number)" }
        List(rows, id: \\.self) { Text($0) }
      }
      """
    ).text
    #expect(nested.contains("@Vellum.ViewBuilder"), "\(nested)")
  }

  @Test func aWidgetPreviewCallsWidgetKitWithItsClosures() {
    let result = expand(
      """
      #Preview(as: .systemSmall) {
        ClockWidget()
      } timeline: {
        ClockEntry(date: .now)
        ClockEntry(date: .distantFuture)
      }
      """)
    #expect(result.diagnostics.isEmpty)
    let text = squeezed(result.text)
    #expect(text.contains(": Vellum._PreviewRegistry {"))
    #expect(
      text.contains(
        #"WidgetKit._widgetPreview(nil, as: .systemSmall, fileID: "App/ContentView.swift", line: 1, widget: { ClockWidget() }, timeline: { ClockEntry(date: .now) ClockEntry(date: .distantFuture) })"#
      ), "\(text)")
  }

  @Test func aNamedWidgetPreviewWithAnIntentAndAProvider() {
    let text = squeezed(
      expand(
        """
        #Preview("Medium", as: .systemMedium, using: Intent(), widget: { W() }, timelineProvider: { Provider() })
        """
      ).text)
    #expect(
      text.contains(
        #"WidgetKit._widgetPreview("Medium", as: .systemMedium, using: Intent(), fileID: "App/ContentView.swift", line: 1, widget: { W() }, timelineProvider: { Provider() })"#
      ), "\(text)")
    let missing = expand("#Preview(as: .systemSmall) { W() }")
    #expect(missing.diagnostics.count == 1)
  }

  @Test func aLiveActivityPreviewCallsWidgetKitWithItsContentStates() {
    let text = squeezed(
      expand(
        """
        #Preview("Island", as: .dynamicIsland(.compact), using: Order.preview) {
          OrderLiveActivity()
        } contentStates: {
          Order.ContentState.early
          Order.ContentState.late
        }
        """
      ).text)
    #expect(
      text.contains(
        #"WidgetKit._widgetPreview("Island", as: .dynamicIsland(.compact), using: Order.preview, fileID: "App/ContentView.swift", line: 1, widget: { OrderLiveActivity() }, contentStates: { Order.ContentState.early Order.ContentState.late })"#
      ), "\(text)")
  }
}
