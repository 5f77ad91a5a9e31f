import Foundation
import Testing
import Vellum
import VellumCairo

/// A shape style of an app's own, written as iOS 17 asks (`resolve(in:)` only), paints as the
/// style it resolves to in the environment.
@Suite struct CustomShapeStyleTests {
  /// A themed colour in the idiom of design-system packages: light and dark values.
  struct ThemedColor: ShapeStyle {
    let light: Color
    let dark: Color
    func resolve(in environment: EnvironmentValues) -> Color {
      environment.colorScheme == .dark ? dark : light
    }
  }

  func list(_ view: some View, _ scheme: ColorScheme = .light) throws -> String {
    try ImageRenderer().displayList(view, size: .unspecified, colorScheme: scheme).displayList.description
  }

  @Test func aStyleThatResolvesPaintsAsItsResolvedStyle() throws {
    let themed = ThemedColor(light: Color(red: 1, green: 0, blue: 0), dark: Color(red: 0, green: 0, blue: 1))
    let shape = Rectangle().fill(themed).frame(width: 20, height: 10)
    #expect(try list(shape) == list(Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 20, height: 10)))
    #expect(
      try list(shape, .dark)
        == list(Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 20, height: 10), .dark))
    let text = Text("Themed").foregroundStyle(themed)
    #expect(try list(text, .dark) == list(Text("Themed").foregroundStyle(Color(red: 0, green: 0, blue: 1)), .dark))
    #expect(try list(shape) != list(shape, .dark))
  }

  /// A style resolving to another custom style, and to a gradient.
  @Test func resolvingChainsAndGradients() throws {
    struct Brand: ShapeStyle {
      func resolve(in environment: EnvironmentValues) -> LinearGradient {
        LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
      }
    }
    struct Outer: ShapeStyle {
      func resolve(in environment: EnvironmentValues) -> Brand { Brand() }
    }
    let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    let expected = try list(Capsule().fill(gradient).frame(width: 40, height: 10))
    #expect(try list(Capsule().fill(Outer()).frame(width: 40, height: 10)) == expected)
    #expect(expected.contains("linear"), "\(expected)")
  }
}
