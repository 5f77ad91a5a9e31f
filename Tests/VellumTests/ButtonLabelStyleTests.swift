import Foundation
import Testing
import Vellum

/// Issue 28: a button's label honours a foreground style set on it, as iOS's button styles
/// do; the tint (or the role's red, or white on a prominent fill) is only the default.
/// (Vellum drew the label in the accent blue whatever was set, invisible on a blue background.)
@Suite struct ButtonLabelStyleTests {
  func list<V: View>(_ view: V) -> String {
    Renderer(view, proposal: ProposedViewSize(width: 393, height: 200)).displayList.description
  }

  func paint(_ color: Color) -> String {
    Paint.color(RGBA(color.resolve(in: EnvironmentValues()))).description
  }

  @Test func severalViewsInALabelAreOneRow() {
    // A full-width call to action: spacers around the title spread one capsule across.
    let button = Button(action: {}) {
      Spacer()
      Text("ADD TO CART")
      Spacer()
    }
    .buttonStyle(.borderedProminent)
    .frame(width: 300)
    let fills = list(button).split(separator: "\n").filter { $0.contains("fill (") }
    #expect(fills.count == 1, "one capsule: \(fills)")
    #expect(fills.first?.contains("fill (47, 83, 300×34)") == true, "as wide as the frame, one line tall: \(fills)")
    // An icon beside its text.
    let labelled = LayoutSnapshot(
      of: Button(action: {}) {
        Image(systemName: "star").id("icon")
        Text("Star").id("text")
      }, proposal: ProposedViewSize(width: 393, height: 200))
    if let icon = labelled.frame(of: "icon"), let text = labelled.frame(of: "text") {
      #expect(icon.maxX <= text.minX && abs(icon.midY - text.midY) < 3, "\(icon) \(text)")
    } else {
      Issue.record("no frames: \(labelled.description)")
    }
  }

  @Test func theDefaultLabelIsTheTintOrTheRolesColour() {
    #expect(list(Button("Sign in") {}).contains("\(paint(.blue)) \"Sign in\""))
    #expect(list(Button("Delete", role: .destructive) {}).contains("\(paint(.red)) \"Delete\""))
    #expect(list(Button("Go") {}.buttonStyle(.borderedProminent)).contains("\(paint(.white)) \"Go\""))
  }

  /// Issue 28: iOS 18 draws a destructive toolbar button in the tint (Vellum: red); elsewhere
  /// it stays red.
  @Test func aDestructiveToolbarButtonIsTinted() {
    let drawn = list(
      NavigationStack {
        Button("Remove", role: .destructive) {}
          .toolbar { Button("Delete", role: .destructive) {} }
      })
    #expect(drawn.contains("\(paint(.blue)) \"Delete\""), "the bar item in the tint")
    #expect(drawn.contains("\(paint(.red)) \"Remove\""), "the content's button still red")
  }

  @Test func foregroundColourAndStyleColourTheLabelInEveryStyle() {
    #expect(list(Button("Sign in") {}.foregroundColor(.white)).contains("\(paint(.white)) \"Sign in\""))
    #expect(list(Button("Sign in") {}.buttonStyle(.plain).foregroundStyle(.red)).contains("\(paint(.red)) \"Sign in\""))
    #expect(
      list(Button("Sign in") {}.buttonStyle(.borderless).foregroundStyle(.red)).contains("\(paint(.red)) \"Sign in\""))
    let bordered = list(Button("Sign in") {}.buttonStyle(.bordered).foregroundStyle(.red))
    #expect(bordered.contains("\(paint(.red)) \"Sign in\""), "the label red")
    #expect(!bordered.contains("\(paint(.blue)) \"Sign in\""))
    let prominent = list(Button("Go") {}.buttonStyle(.borderedProminent).foregroundStyle(.black))
    #expect(prominent.contains("\(paint(.black)) \"Go\""), "the label black on the tinted fill")
    // Around the button (a container's style) counts as set on it.
    #expect(list(VStack { Button("Inner") {} }.foregroundStyle(.green)).contains("\(paint(.green)) \"Inner\""))
  }

  /// A hierarchical level alone, as a grouped list's header sets around its content, leaves
  /// the tint: iOS draws a header's button in the tint (ios-reference bwa-debug-menu).
  @Test func aLevelAloneLeavesTheTint() {
    #expect(list(VStack { Button("Refresh") {} }.foregroundStyle(.secondary)).contains("\(paint(.blue)) \"Refresh\""))
  }

  @Test func theFillKeepsTheTintWhenTheLabelIsRecoloured() {
    let tinted = list(Button("Go") {}.buttonStyle(.borderedProminent))
    let recoloured = list(Button("Go") {}.buttonStyle(.borderedProminent).foregroundStyle(.black))
    let fill = tinted.split(separator: "\n").first { $0.contains("fill") && $0.contains(paint(.blue)) }
    #expect(fill != nil && recoloured.contains(String(fill!)), "the blue fill is the same in both")
  }
}

/// Issue 28, measured on iOS 17/18 renders of public screens: a `.borderedProminent` label is
/// in the regular weight (Vellum: semibold), and a disabled one is filled with
/// `secondarySystemFill`, rgb(233,233,234) over white (Vellum: 239,239,240).
@Suite struct ProminentButtonTests {
  func list<V: View>(_ view: V) -> String {
    Renderer(view, proposal: ProposedViewSize(width: 393, height: 200)).displayList.description
  }

  @Test func theLabelIsRegular() {
    let drawn = list(Button("Go") {}.buttonStyle(.borderedProminent))
    #expect(drawn.contains("w400") && !drawn.contains("w600"), "\(drawn)")
  }

  @Test func disabledItIsFilledWithTheSecondaryFill() throws {
    let drawn = list(Button("Go") {}.buttonStyle(.borderedProminent).disabled(true))
    let fill = try #require(drawn.split(separator: "\n").first { $0.hasPrefix("fill") })
    #expect(fill.contains(") #78788029 "), "120, 120, 128 at 16 %: \(fill)")
  }
}

/// Issue 29: SwiftUI's built-in button styles are primitive styles, and public code names them
/// so (`var buttonStyle: some PrimitiveButtonStyle { .plain }` in a footer, `BorderlessButtonStyle()`
/// returned the same way in a habit tracker); in Vellum they were `ButtonStyle`s, so such a
/// file did not compile.
@Suite struct BuiltInButtonStyleTests {
  func list<V: View>(_ view: V) -> String {
    Renderer(view, proposal: ProposedViewSize(width: 393, height: 200)).displayList.description
  }

  func paint(_ color: Color) -> String {
    Paint.color(RGBA(color.resolve(in: EnvironmentValues()))).description
  }

  struct Footer: View {
    static var linkStyle: some PrimitiveButtonStyle { .plain }
    var actionStyle: some PrimitiveButtonStyle { BorderedProminentButtonStyle() }
    var body: some View {
      VStack {
        Button("Licence") {}.buttonStyle(Self.linkStyle)
        Button("Rate") {}.buttonStyle(actionStyle)
      }
    }
  }

  @Test func builtInStylesAreUsableAsPrimitiveStyles() {
    let drawn = list(Footer().foregroundStyle(.black))
    #expect(drawn.contains("\(paint(.black)) \"Licence\""), "plain: the label as it is")
    let prominent = list(Footer())
    #expect(prominent.contains("\(paint(.white)) \"Rate\""), "prominent: white on the tint")
    #expect(prominent.contains("fill") && prominent.contains(paint(.blue)), "with the tinted fill")
  }

  /// A built-in style set inside a primitive style's body applies to `Button(configuration)`;
  /// only an app's own primitive style is skipped there (it would make the button again).
  @Test func aBuiltInStyleInsideAPrimitiveStyleApplies() {
    struct Wrapping: PrimitiveButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        Button(configuration).buttonStyle(.borderedProminent)
      }
    }
    #expect(list(Button("Go") {}.buttonStyle(Wrapping())).contains("\(paint(.white)) \"Go\""))
    struct Nested: PrimitiveButtonStyle {
      func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(Wrapping()) }
    }
    #expect(list(Button("Go") {}.buttonStyle(Nested())).contains("\(paint(.blue)) \"Go\""), "the default style")
  }
}
