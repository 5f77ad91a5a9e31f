import Vellum
import VellumPreview

/// The article's `#Preview { SubviewCardContainerDemo() }`, spelled the Vellum way.
public enum SeedCardsPreviews {
  public static var previews: [Preview] {
    [
      Preview("SubviewCardContainerDemo") {
        SubviewCardContainerDemo()
      }
    ]
  }
}
