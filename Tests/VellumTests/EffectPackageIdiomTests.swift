import Foundation
import Testing
import Vellum
import VellumCairo

/// What effect packages write against SwiftUI: a modifier declared `ViewModifier, Animatable,
/// AnimatableModifier`, transitions between two states of a modifier, shapes constrained to
/// `InsettableShape`, and Core Graphics' C names for affine transforms.
@Suite(.serialized)
struct EffectPackageIdiomTests {
  /// Fades its content by a progress, named with all three protocols as older code does.
  nonisolated struct Fade: ViewModifier, Animatable, AnimatableModifier {
    var progress: Double
    var animatableData: Double {
      get { progress }
      set { progress = newValue }
    }
    func body(content: Content) -> some View { content.opacity(progress) }
  }

  /// A ring drawn inside its frame, whatever insettable shape it is given.
  nonisolated struct Ring<S: InsettableShape>: View {
    let shape: S
    var body: some View { shape.inset(by: 2).strokeBorder(Color.red, lineWidth: 4) }
  }

  /// A custom insettable shape: a diamond that shrinks by the inset.
  nonisolated struct Diamond: InsettableShape {
    var inset: CGFloat = 0
    func path(in rect: CGRect) -> Path {
      let r = rect.insetBy(dx: inset, dy: inset)
      var path = Path()
      path.move(to: CGPoint(x: r.midX, y: r.minY))
      path.addLine(to: CGPoint(x: r.maxX, y: r.midY))
      path.addLine(to: CGPoint(x: r.midX, y: r.maxY))
      path.addLine(to: CGPoint(x: r.minX, y: r.midY))
      path.closeSubpath()
      return path
    }
    func inset(by amount: CGFloat) -> Diamond { Diamond(inset: inset + amount) }
  }

  func pixels<V: View>(_ view: V) throws -> RGBAImage {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(view, size: .unspecified, scale: 1, colorScheme: .light)
    return try renderer.pixels(result.displayList, scale: 1, colorScheme: .light, parallel: false)
  }

  @Test func anAnimatableModifierNamedWithBothProtocolsApplies() throws {
    let image = try pixels(Color.black.frame(width: 10, height: 10).modifier(Fade(progress: 0.5)))
    #expect((120...135).contains(Int(image[5, 5].r)), "half-faded black over white: \(image[5, 5])")
    let transition = AnyTransition.modifier(active: Fade(progress: 0), identity: Fade(progress: 1))
    let shown = try pixels(Color.black.frame(width: 10, height: 10).transition(transition))
    #expect(shown[5, 5] == (0, 0, 0, 255), "drawn at rest")
  }

  @Test func insettableShapesStrokeInsideTheirFrame() throws {
    let circle = try pixels(Ring(shape: Circle()).frame(width: 40, height: 40))
    #expect(circle[20, 1] == (255, 255, 255, 255), "the inset leaves the outer 2 points empty")
    #expect(circle[20, 3] == (255, 59, 48, 255), "the border lies from 2 to 6: \(circle[20, 3])")
    #expect(circle[20, 7] == (255, 255, 255, 255) && circle[20, 20] == (255, 255, 255, 255))
    // The diamond's own inset moves its top vertex to y = 4, where the border is centred.
    let diamond = try pixels(Ring(shape: Diamond()).frame(width: 40, height: 40))
    #expect(diamond[20, 0] == (255, 255, 255, 255) && diamond[20, 4] == (255, 59, 48, 255), "\(diamond[20, 4])")
    #expect(diamond[20, 8] == (255, 255, 255, 255), "\(diamond[20, 8])")
  }

  @Test func coreGraphicsCNamesForAffineTransforms() {
    let t = CGAffineTransformConcat(CGAffineTransformMakeScale(2, 3), CGAffineTransformMakeTranslation(10, 0))
    #expect(CGPointApplyAffineTransform(CGPoint(x: 1, y: 1), t) == CGPoint(x: 12, y: 3))
    #expect(CGAffineTransformTranslate(.identity, 5, 6) == CGAffineTransform(translationX: 5, y: 6))
    #expect(CGAffineTransformIsIdentity(CGAffineTransformConcat(t, CGAffineTransformInvert(t))))
    #expect(
      CGRectApplyAffineTransform(CGRect(x: 0, y: 0, width: 1, height: 1), t) == CGRect(x: 10, y: 0, width: 2, height: 3)
    )
  }
}
