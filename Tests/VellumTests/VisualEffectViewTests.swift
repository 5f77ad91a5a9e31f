import Foundation
import Testing
import Vellum
import VellumCairo

/// A blur wrapped in a representable, as SwiftUI files made translucent backgrounds before
/// materials: drawn as the regular material, without the placeholder's diagnostic.
struct BlurView: UIViewRepresentable {
  var style: UIBlurEffect.Style = .systemUltraThinMaterial
  func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: style)) }
  func updateUIView(_ view: UIVisualEffectView, context: Context) { view.effect = UIBlurEffect(style: style) }
}

struct PlainView: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ view: UIView, context: Context) {}
}

@Suite(.serialized)
struct VisualEffectViewTests {
  func image<V: View>(_ view: V) throws -> (RGBAImage, [String]) {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(view, size: .unspecified, scale: 1, colorScheme: .light)
    return (try renderer.pixels(result.displayList, scale: 1, colorScheme: .light, parallel: false), result.diagnostics)
  }

  @Test func aBlurRepresentableIsDrawnAsTheRegularMaterial() throws {
    let (blur, diagnostics) = try image(BlurView().frame(width: 40, height: 40))
    #expect(diagnostics.isEmpty, "no placeholder diagnostic: \(diagnostics)")
    let (material, _) = try image(Rectangle().fill(.regularMaterial).frame(width: 40, height: 40))
    #expect(blur == material)
    // A representable of a plain UIKit view is the placeholder, with its diagnostic.
    let (placeholder, said) = try image(PlainView().frame(width: 40, height: 40))
    #expect(blur != placeholder && said.contains { $0.contains("drawn as a placeholder") })
    let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialDark))
    #expect((view.effect as? UIBlurEffect)?.style == .systemMaterialDark)
  }

  @Test func textAttributesAsUIKitSpellsThem() {
    let attributes: [NSAttributedString.Key: Any] = [
      .underlineStyle: NSUnderlineStyle.single.rawValue, .link: URL(string: "https://example.com")!,
    ]
    #expect(attributes[.underlineStyle] as? Int == 1)
    #expect(NSUnderlineStyle([.single, .patternDot]).rawValue == 0x101)
  }
}
