import Foundation

extension Color {
  /// The colour as a Core Graphics colour, as SwiftUI's `cgColor` gives it for a colour made
  /// from components; Vellum gives every colour's light appearance (SwiftUI gives nil for a
  /// dynamic system colour).
  public var cgColor: CGColor? {
    let light = rgba(in: .scheme(.light))
    return CGColor(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
  }
}
