import Foundation
import Testing
import Vellum

/// `Color(someColor)`, as a settings screen writes it (`Color(getColor(color: name))`):
/// iOS 17's initialiser for a style that resolves to a colour gives that colour back, while
/// `Color(.red)` stays UIKit's red.
@Suite struct ColorFromColorTests {
  func tint(named name: String) -> Color { name == "Rouge" ? Color(red: 0.76, green: 0.12, blue: 0.23) : .purple }

  @Test func aColorMadeFromAColorIsThatColor() {
    let environment = EnvironmentValues()
    let made = Color(tint(named: "Rouge"))
    #expect(made == tint(named: "Rouge"))
    #expect(RGBA(made.resolve(in: environment)) == RGBA(0.76, 0.12, 0.23))
    #expect(RGBA(Color(Color.blue.opacity(0.5)).resolve(in: environment)).alpha == 0.5)
    #expect(RGBA(Color(.red).resolve(in: environment)) == RGBA(1, 0, 0), "UIColor.red, as on iOS")
  }
}
