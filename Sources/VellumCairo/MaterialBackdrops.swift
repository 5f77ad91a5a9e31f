import CCairo
import Foundation

/// The blurred, tinted backdrops of one draw's materials, by display-list index. A material
/// is drawn again inside the backdrop of every later material near it, and its backdrop
/// depends only on the items before it, so each is made once and painted wherever it shows.
final class MaterialBackdrops {
  private var made: [Int: (surface: OpaquePointer, origin: CGPoint)] = [:]

  /// The backdrop of the material at `index` and its origin in points, made on first use.
  func backdrop(at index: Int, make: () -> (OpaquePointer, CGPoint)?) -> (surface: OpaquePointer, origin: CGPoint)? {
    if let backdrop = made[index] { return backdrop }
    guard let backdrop = make() else { return nil }
    made[index] = backdrop
    return backdrop
  }

  deinit {
    for backdrop in made.values { cairo_surface_destroy(backdrop.surface) }
  }
}
