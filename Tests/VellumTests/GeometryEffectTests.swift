import Foundation
import QuartzCore
import Testing
import Vellum
import VellumCairo

/// `GeometryEffect` and `ProjectionTransform`: effects that move a view's drawing by a
/// transform made from its size (a shake, a slide by a fraction of the width, a 3D tilt), with
/// layout unchanged, checked in pixels.
@Suite(.serialized)
struct GeometryEffectTests {
  func pixels<V: View>(_ view: V) throws -> RGBAImage {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(view, size: .unspecified, scale: 1, colorScheme: .light)
    return try renderer.pixels(result.displayList, scale: 1, colorScheme: .light, parallel: false)
  }

  /// Slides the view by a fraction of its own width, as a page-turn effect does.
  nonisolated struct SlideByWidth: GeometryEffect {
    var fraction: CGFloat
    var animatableData: CGFloat {
      get { fraction }
      set { fraction = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
      ProjectionTransform(CGAffineTransform(translationX: size.width * fraction, y: 0))
    }
  }

  /// Scales the view about its centre from a 3D transform, as effect packages build them.
  nonisolated struct Grow: GeometryEffect {
    var scale: CGFloat
    var animatableData: CGFloat {
      get { scale }
      set { scale = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
      var t = CATransform3DMakeTranslation(-size.width / 2, -size.height / 2, 0)
      t = CATransform3DConcat(t, CATransform3DMakeScale(scale, scale, 1))
      t = CATransform3DConcat(t, CATransform3DMakeTranslation(size.width / 2, size.height / 2, 0))
      return ProjectionTransform(t)
    }
  }

  /// An effect whose transform is not finite (a size of zero divided by) draws the view as it
  /// is, rather than nothing or garbage.
  nonisolated struct Broken: GeometryEffect {
    var animatableData: Double {
      get { 0 }
      set {}
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
      ProjectionTransform(CGAffineTransform(translationX: .nan, y: 0))
    }
  }

  @Test func aNonFiniteEffectDrawsTheViewInPlaceAndScaleEffectIsOne() throws {
    let broken = try pixels(Color.red.frame(width: 10, height: 10).modifier(Broken()).frame(width: 20, height: 20))
    #expect(broken[10, 10] == (255, 59, 48, 255), "\(broken[10, 10])")
    let halved = try pixels(
      Color.red.frame(width: 20, height: 20).modifier(_ScaleEffect(scale: CGSize(width: 0.5, height: 0.5)))
        .frame(width: 20, height: 20))
    #expect(halved[10, 10] == (255, 59, 48, 255) && halved[2, 10] == (255, 255, 255, 255), "\(halved[2, 10])")
  }

  @Test func anEffectMovesTheDrawingByItsSizeAndLeavesLayoutAlone() throws {
    let view = HStack(spacing: 0) {
      Color.red.frame(width: 20, height: 20).modifier(SlideByWidth(fraction: 0.5))
      Color.clear.frame(width: 20, height: 20)
    }
    let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
    #expect(snapshot.size == CGSize(width: 40, height: 20))
    let image = try pixels(view)
    #expect(image[5, 10] == (255, 255, 255, 255), "the first 10 points are left empty: \(image[5, 10])")
    #expect(image[12, 10] == (255, 59, 48, 255))
    #expect(image[28, 10] == (255, 59, 48, 255), "drawn 10 points into the clear square")
    #expect(image[32, 10] == (255, 255, 255, 255))
  }

  @Test func aTransformFromCoreAnimationScalesAboutTheCentre() throws {
    let image = try pixels(
      Color.blue.frame(width: 20, height: 20).modifier(Grow(scale: 0.5)).frame(width: 40, height: 40))
    #expect(image[20, 20] == (0, 122, 255, 255))
    #expect(image[13, 20] == (255, 255, 255, 255), "the 20-point square drawn 10 points wide about (20, 20)")
    #expect(image[17, 20] == (0, 122, 255, 255))
  }

  @Test func projectionEffectAndTheTransformsArithmetic() throws {
    let image = try pixels(
      Color.green.frame(width: 10, height: 10)
        .projectionEffect(ProjectionTransform(CGAffineTransform(translationX: 10, y: 0))).frame(width: 30, height: 10)
        .frame(width: 30, height: 10, alignment: .leading))
    #expect(image[25, 5].g > 150 && image[5, 5] == (255, 255, 255, 255), "\(image[25, 5]) \(image[5, 5])")
    var t = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 4))
    #expect(t.isAffine && !t.isIdentity)
    #expect(t.concatenating(t.inverted()).isIdentity)
    t.m33 = 0
    t.m13 = 0
    t.m23 = 0
    let inverted = t.invert()
    #expect(!inverted && t.m11 == 2, "a singular transform is left as it is")
    // Core Animation's rotation about z agrees with Core Graphics'.
    let rotation = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
    let affine = CGAffineTransform(rotationAngle: .pi / 6)
    let drawn = CATransform3DGetAffineTransform(rotation)
    #expect(abs(drawn.a - affine.a) < 1e-12 && abs(drawn.b - affine.b) < 1e-12 && abs(drawn.c - affine.c) < 1e-12)
    let inverse = CATransform3DInvert(CATransform3DTranslate(rotation, 5, 6, 7))
    let back = CATransform3DConcat(CATransform3DTranslate(rotation, 5, 6, 7), inverse)
    #expect(abs(back.m41) < 1e-12 && abs(back.m11 - 1) < 1e-12 && CATransform3DIsAffine(rotation))
  }

  /// A perspective tilt is drawn as the affine transform matching it at the view's centre.
  @Test func aPerspectiveTransformIsDrawnAsItsLinearisationAtTheCentre() throws {
    var t = ProjectionTransform()
    t.m13 = 0.01
    let image = try pixels(Color.red.frame(width: 20, height: 20).projectionEffect(t).frame(width: 40, height: 40))
    // At the centre w = 0.01 × 10 + 1 = 1.1: the square is drawn about 1/1.1 as wide.
    #expect(image[20, 20] == (255, 59, 48, 255))
    #expect(image[11, 20] == (255, 255, 255, 255) || image[29, 20] == (255, 255, 255, 255))
  }
}
