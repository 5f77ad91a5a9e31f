import Foundation
import Testing
import Vellum

/// `Spring` and `UnitCurve` (iOS 17), which renderers and keyframe code ask for values at a
/// time: the closed-form spring against a numerically integrated one in all three damping
/// regimes, and the curves against CSS's Bézier values. Also the iOS 17 modifiers that take a
/// body (`transaction(_:body:)`, `animation(_:body:)`).
@Suite struct SpringAndUnitCurveTests {
  /// `m·x'' = −k·(x − target) − c·x'` from rest at 0, stepped with fourth-order Runge–Kutta.
  func integrated(_ spring: Spring, target: Double, velocity: Double, time: Double) -> (Double, Double) {
    var (x, v) = (0.0, velocity)
    let steps = 20_000
    let h = time / Double(steps)
    func a(_ x: Double, _ v: Double) -> Double {
      (-spring.stiffness * (x - target) - spring.damping * v) / spring.mass
    }
    for _ in 0..<steps {
      let (k1x, k1v) = (v, a(x, v))
      let (k2x, k2v) = (v + h / 2 * k1v, a(x + h / 2 * k1x, v + h / 2 * k1v))
      let (k3x, k3v) = (v + h / 2 * k2v, a(x + h / 2 * k2x, v + h / 2 * k2v))
      let (k4x, k4v) = (v + h * k3v, a(x + h * k3x, v + h * k3v))
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return (x, v)
  }

  @Test(arguments: [
    Spring(duration: 0.5, bounce: 0.3), Spring(duration: 0.4, bounce: 0),
    Spring(mass: 2, stiffness: 50, damping: 40, allowOverDamping: true),
  ])
  func theSpringsValueAndVelocityAreTheIntegratedOnes(_ spring: Spring) {
    for time in [0.05, 0.2, 0.45, 1.0] {
      let (x, v) = integrated(spring, target: 10, velocity: -3, time: time)
      #expect(abs(spring.value(target: 10.0, initialVelocity: -3, time: time) - x) < 1e-6)
      #expect(abs(spring.velocity(target: 10.0, initialVelocity: -3, time: time) - v) < 1e-5)
    }
  }

  @Test func theSpringsParametersAreSwiftUIs() {
    let spring = Spring(response: 1, dampingRatio: 0.5)
    #expect(abs(spring.stiffness - 4 * .pi * .pi) < 1e-9 && abs(spring.damping - 2 * .pi) < 1e-9)
    #expect(abs(Spring(mass: 1, stiffness: 100, damping: 10).dampingRatio - 0.5) < 1e-12)
    #expect(abs(Spring.snappy.bounce - 0.15) < 1e-9 && abs(Spring.bouncy.duration - 0.5) < 1e-9)
    #expect(abs(Spring(duration: 1, bounce: -0.5).dampingRatio - 2) < 1e-9)
    // Without `allowOverDamping` the damping stops at critical.
    #expect(abs(Spring(stiffness: 100, damping: 500).dampingRatio - 1) < 1e-9)
    // A bouncy spring overshoots its target; a critically damped one never does.
    let times = stride(from: 0.0, through: 2, by: 0.01)
    #expect(times.map { Spring.bouncy.value(target: 1.0, time: $0) }.max()! > 1.01)
    #expect(times.map { Spring.smooth.value(target: 1.0, time: $0) }.max()! <= 1)
    #expect(Spring.smooth.value(fromValue: 5.0, toValue: 7.0, initialVelocity: 0, time: 0) == 5)
    // Settled: within 0.001 of the target from the settling time on, and not just before it.
    let settle = Spring.snappy.settlingDuration
    #expect(
      stride(from: settle, through: settle + 2, by: 0.005).allSatisfy {
        abs(Spring.snappy.value(target: 1.0, time: $0) - 1) <= 0.001
      })
    #expect(
      (0..<20).contains { abs(Spring.snappy.value(target: 1.0, time: settle - 0.02 - Double($0) * 0.01) - 1) > 0.001 })
  }

  @Test func curvesAreCSSsBeziers() {
    #expect(abs(UnitCurve.linear.value(at: 0.3) - 0.3) < 1e-9)
    // CSS's ease-in and ease-out at half time (cubic-bezier(.42,0,1,1) and (0,0,.58,1)).
    #expect(abs(UnitCurve.easeIn.value(at: 0.5) - 0.3153) < 1e-4)
    #expect(abs(UnitCurve.easeOut.value(at: 0.5) - 0.6847) < 1e-4)
    #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
    #expect(UnitCurve.easeInOut.value(at: -1) == 0 && UnitCurve.easeInOut.value(at: 2) == 1)
    #expect(abs(UnitCurve.easeIn.inverse.value(at: UnitCurve.easeIn.value(at: 0.3)) - 0.3) < 1e-6)
    #expect(abs(UnitCurve.circularEaseIn.value(at: 0.5) - (1 - 0.75.squareRoot())) < 1e-12)
    #expect(abs(UnitCurve.circularEaseInOut.inverse.value(at: UnitCurve.circularEaseInOut.value(at: 0.8)) - 0.8) < 1e-9)
    #expect(abs(UnitCurve.linear.velocity(at: 0.5) - 1) < 1e-6 && UnitCurve.easeIn.velocity(at: 0.01) < 0.2)
    let custom = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.2, y: 0.9), endControlPoint: UnitPoint(x: 0.3, y: 1))
    // x(t) = 0.25 solved by bisection outside Vellum gives t with y(t) = 0.761115549861502.
    #expect(abs(custom.value(at: 0.25) - 0.761115549861502) < 1e-9)
  }

  @Test func bodyModifiersDrawTheirBody() {
    let view = Color.red.frame(width: 20, height: 20)
      .transaction({ $0.animation = nil }) { $0.opacity(0.5) }
      .animation(.snappy) { $0.offset(x: 10) }
      .navigationSubtitle("Draft")
    let list = Renderer(view, proposal: ProposedViewSize(width: 100, height: 100)).displayList.description
    #expect(list.contains("opacity 0.5") && list.contains("fill (50, 40, 20×20)"), "\(list)")
  }

  @Test func aNullRectangleAddsNothing() {
    let inset = CGRect(x: 0, y: 0, width: 2, height: 2).insetBy(dx: 3, dy: 3)
    #expect(inset.isNull)
    #expect(Path(roundedRect: inset, cornerRadius: 2).isEmpty && Path(inset).isEmpty && Path(ellipseIn: inset).isEmpty)
    let renderer = Renderer(
      Canvas { context, _ in context.fill(Path(roundedRect: inset, cornerRadius: 3), with: .color(.blue)) }
        .frame(width: 10, height: 10), proposal: ProposedViewSize(width: 10, height: 10))
    #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
  }
}
