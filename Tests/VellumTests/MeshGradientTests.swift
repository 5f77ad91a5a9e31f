import Foundation
import Testing
import Vellum
import VellumCairo

/// `MeshGradient` (iOS 18): a grid of coloured points, blended across the filled bounds.
@Suite struct MeshGradientTests {
  /// A card backdrop as iOS 18 screens draw one: red and blue along the top, green and
  /// yellow along the bottom.
  struct Backdrop: View {
    var background: Color = .clear
    var points: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]
    var body: some View {
      MeshGradient(
        width: 2, height: 2, points: points, colors: [.red, .blue, .green, .yellow], background: background
      )
      .frame(width: 40, height: 40)
    }
  }

  func pixels(_ view: some View) throws -> (list: DisplayList, image: RGBAImage) {
    let renderer = try ImageRenderer()
    let list = renderer.displayList(view, size: .unspecified, scale: 1).displayList
    return (list, try renderer.pixels(list, scale: 1, colorScheme: .light))
  }

  @Test func aMeshBlendsItsVertexColoursAcrossTheBounds() throws {
    let (list, image) = try pixels(Backdrop())
    #expect(list.description.contains("mesh(2×2 0,0:"), "\(list.description)")
    let red = image[1, 1]
    let blue = image[38, 1]
    let green = image[1, 38]
    let yellow = image[38, 38]
    #expect(red.r > 200 && red.g < 90 && red.b < 90, "top leading: \(red)")
    #expect(blue.b > 200 && blue.r < 60, "top trailing: \(blue)")
    #expect(green.g > 150 && green.r < 90 && green.b < 120, "bottom leading: \(green)")
    #expect(yellow.r > 200 && yellow.g > 180 && yellow.b < 60, "bottom trailing: \(yellow)")
    // The centre is the four colours' average (bilinear), not any one of them.
    let centre = image[20, 20]
    let expected = [red, blue, green, yellow].map { Double($0.g) }.reduce(0, +) / 4
    #expect(abs(Double(centre.g) - expected) < 20, "centre: \(centre), expected green ≈ \(expected)")
  }

  /// Where the vertices leave the bounds uncovered, the background shows.
  @Test func theBackgroundShowsWhereThePatchesDoNotReach() throws {
    let half = Backdrop(background: .white, points: [[0, 0], [1, 0], [0, 0.5], [1, 0.5]])
    let image = try pixels(half).image
    let below = image[20, 35]
    #expect(below.r > 240 && below.g > 240 && below.b > 240, "the white background: \(below)")
  }

  /// A mesh whose arrays do not match its size draws nothing of the mesh, as SwiftUI.
  @Test func aMeshWithTooFewColoursDrawsItsBackgroundOnly() throws {
    let broken = MeshGradient(width: 3, height: 3, points: [[0, 0], [1, 1]], colors: [.red], background: .blue)
    let paint = broken._paint(in: EnvironmentValues())
    guard case .meshGradient(let mesh) = paint else {
      Issue.record("not a mesh: \(paint)")
      return
    }
    #expect(mesh.points.isEmpty && mesh.colors.isEmpty && mesh.background != RGBA(0, 0, 0, 0))
  }
}
