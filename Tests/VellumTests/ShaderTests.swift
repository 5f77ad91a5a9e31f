import Foundation
import Testing
import Vellum
import VellumCairo

/// SwiftUI's Metal shader effects (iOS 17): files that call them compile, and since Vellum
/// runs no Metal the content is drawn exactly as without the effect.
@Suite struct ShaderTests {
  struct Badge: View {
    var body: some View {
      ZStack {
        Circle().fill(Color.orange)
        Image(systemName: "star.fill").foregroundStyle(.white)
      }
      .frame(width: 40, height: 40)
    }
  }

  func pixels(_ view: some View) throws -> RGBAImage {
    let renderer = try ImageRenderer()
    let list = renderer.displayList(view, size: .unspecified, scale: 1).displayList
    return try renderer.pixels(list, scale: 1, colorScheme: .light)
  }

  @Test func shaderEffectsDrawTheirContentUnchanged() throws {
    let plain = try pixels(Badge())
    let start = Date(timeIntervalSince1970: 0)
    let shaded = try pixels(
      Badge()
        .colorEffect(ShaderLibrary.default.sepia(.float(0.8), .color(.brown)))
        .distortionEffect(
          ShaderLibrary.wave(.float(start.timeIntervalSinceNow), .float2(4, 10), .boundingRect),
          maxSampleOffset: CGSize(width: 4, height: 4)
        )
        .layerEffect(
          ShaderLibrary.bundle(.main).pixellate(.float(6), .floatArray([1, 2]), .data(Data([1]))),
          maxSampleOffset: .zero, isEnabled: true
        )
        .visualEffect { content, proxy in
          content.colorEffect(ShaderLibrary.tint(.float(proxy.size.width)))
        })
    #expect(plain.width == 40 && plain == shaded)
    #expect(plain[20, 3].r > 200, "the badge is drawn: \(plain[20, 3])")
  }

  @Test func shaderFiltersInAGraphicsContextDrawUnchanged() throws {
    func canvas(shaded: Bool) -> some View {
      Canvas { context, size in
        if shaded {
          context.addFilter(.distortionShader(ShaderLibrary.wave(.float(1)), maxSampleOffset: .zero))
          context.addFilter(.colorShader(ShaderLibrary.default.sepia(.float(0.8))))
          context.addFilter(
            .layerShader(ShaderLibrary.pixellate(.float(4)), maxSampleOffset: CGSize(width: 2, height: 2)))
        }
        context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
      }
      .frame(width: 30, height: 30)
    }
    #expect(try pixels(canvas(shaded: true)) == pixels(canvas(shaded: false)))
  }

  @Test func aShaderNamesItsFunctionAndArguments() {
    let function = ShaderLibrary.default.ripple
    let shader = function(.float(1), .float2(CGPoint(x: 2, y: 3)), .image(Image(systemName: "star")))
    #expect(shader.function.name == "ripple" && shader.function.library == .default)
    #expect(shader.arguments.count == 3)
    #expect(ShaderLibrary.glow.name == "glow")
  }

  /// A shape filled with a shader is filled with the placeholder grey, as no shader runs.
  @Test func aShaderFillIsThePlaceholderGrey() throws {
    let image = try pixels(
      Rectangle().fill(ShaderLibrary.stripes(.float(10), .color(.red))).frame(width: 10, height: 10)
        .background(Color.white))
    let fill = image[5, 5]
    #expect(fill.r == fill.g && fill.r > 200 && fill.r < 255, "a light grey: \(fill)")
  }
}
