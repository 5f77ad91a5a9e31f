import Foundation
import Testing

@testable import Vellum

/// `Animatable` and `VectorArithmetic`: views and shapes that declare what an animation would
/// interpolate compile, and are drawn with the values they hold (a still frame at rest).
@Suite struct AnimatableTests {
  /// An arc whose start and sweep animate together, as a splash screen's loader declares it.
  struct Arc: Shape {
    nonisolated(unsafe) var start: Angle
    nonisolated(unsafe) var sweep: Double

    // `nonisolated` in the Swift 6 language mode, as with SwiftUI: `Animatable` is not
    // isolated to the main actor, and a view's members are.
    nonisolated var animatableData: AnimatablePair<Double, Double> {
      get { AnimatablePair(start.degrees, sweep) }
      set {
        start = .degrees(newValue.first)
        sweep = newValue.second
      }
    }

    func path(in rect: CGRect) -> Path {
      var path = Path()
      path.addArc(
        center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: start,
        endAngle: start + .degrees(360 * sweep), clockwise: false)
      return path
    }
  }

  /// A modifier with an animatable number, written with SwiftUI's older protocol name.
  struct Shift: AnimatableModifier {
    nonisolated(unsafe) var amount: Double
    nonisolated var animatableData: Double {
      get { amount }
      set { amount = newValue }
    }
    func body(content: Content) -> some View { content.offset(x: amount) }
  }

  @Test func pairsAddScaleAndMeasure() {
    var pair = AnimatablePair(3.0, AnimatablePair(CGFloat(1), Float(2)))
    pair.scale(by: 2)
    #expect(pair.first == 6 && pair.second.first == 2 && pair.second.second == 4)
    #expect((pair - pair) == .zero && (pair + .zero) == pair)
    #expect(pair.magnitudeSquared == 36 + 4 + 16)
    #expect(AnimatablePair(1.0, 2.0).scaled(by: 0.5) == AnimatablePair(0.5, 1.0))
  }

  @Test func shapesAndModifiersKeepTheValuesTheyHold() {
    var arc = Arc(start: .degrees(90), sweep: 0.25)
    #expect(arc.animatableData == AnimatablePair(90, 0.25))
    arc.animatableData = AnimatablePair(180, 0.5)
    #expect(arc.start == .degrees(180) && arc.sweep == 0.5)
    // A shape that declares nothing animates nothing.
    #expect(Circle().animatableData == EmptyAnimatableData())
    #expect(Angle.degrees(180).animatableData == .pi)
    var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    rect.animatableData.second = AnimatablePair(30, 40)
    #expect(rect == CGRect(x: 1, y: 2, width: 30, height: 40))

    let snapshot = LayoutSnapshot(
      of: Color.red.frame(width: 10, height: 10).id("moved").modifier(Shift(amount: 25)),
      proposal: ProposedViewSize(width: 100, height: 100))
    let frame = snapshot.frame(of: "moved")
    #expect(frame?.minX == 70, "\(String(describing: frame))")
  }
}
