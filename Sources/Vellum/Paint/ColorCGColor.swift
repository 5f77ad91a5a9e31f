import Foundation

extension Color {
  /// The colour as a Core Graphics colour, as SwiftUI's `cgColor` gives it for a colour made
  /// from components; Vellum gives every colour's light appearance (SwiftUI gives nil for a
  /// dynamic system colour).
  public var cgColor: CGColor? {
    let rgba = resolve(in: .scheme(.light))
    return CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
  }
}
