import Vellum
import VellumPreview

/// The built-in gallery: the previews `vellum` renders with no setup.
public enum Gallery {
  public static var previews: [Preview] {
    [
      Preview("ProfileCard") { ProfileCard() },
      Preview("StackSpacing") { StackSpacing() },
      Preview("Priorities") { Priorities() },
      Preview("InfiniteRows") { InfiniteRows() },
      Preview("RightToLeft") { ProfileCard().environment(\.layoutDirection, .rightToLeft) },
    ]
  }
}
