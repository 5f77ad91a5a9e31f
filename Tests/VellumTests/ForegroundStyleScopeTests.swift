import Testing
import Vellum
import VellumCairo

/// A foreground style made from the foreground (`AnyShapeStyle(.primary)`,
/// `.foreground.opacity(0.5)`) refers to the enclosing foreground, as in SwiftUI. It drew
/// itself without end and crashed the render (a map app's marker titles).
@Suite struct ForegroundStyleScopeTests {
  static func pixel<V: View>(_ view: V) throws -> [UInt8] {
    let renderer = try ImageRenderer()
    let list = renderer.displayList(view, size: ProposedViewSize(width: 10, height: 10)).displayList
    let image = try renderer.pixels(list, scale: 1, colorScheme: .light)
    let middle = (5 * image.width + 5) * 4
    return Array(image.rgba[middle..<middle + 3])
  }

  @Test func anErasedPrimaryIsTheEnclosingPrimary() throws {
    #expect(try Self.pixel(Rectangle().foregroundStyle(AnyShapeStyle(.primary))) == [0, 0, 0])
  }

  @Test func anErasedSecondaryUnderRedIsRedHalfway() throws {
    let pixel = try Self.pixel(Rectangle().foregroundStyle(AnyShapeStyle(.secondary)).foregroundStyle(.red))
    #expect(pixel[0] == 255 && (140...170).contains(pixel[1]) && (140...170).contains(pixel[2]), "\(pixel)")
  }

  @Test func theForegroundAtHalfOpacityIsTheEnclosingStyle() throws {
    let pixel = try Self.pixel(Rectangle().foregroundStyle(.foreground.opacity(0.5)).foregroundStyle(.blue))
    #expect(pixel[2] == 255 && (120...140).contains(pixel[0]), "\(pixel)")
  }
}
