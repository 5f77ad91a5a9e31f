import Vellum
import VellumPreview

/// The article's usage of the legacy `SeparatedGroup`, as Vellum previews.
public enum SeedVariadicPreviews {
  public static var previews: [Preview] {
    [
      Preview("SeparatedGroupLegacy") {
        SeparatedGroup {
          Text("First item")
          Text("Second item")
          Text("Third item")
        }
      }
    ]
  }
}
