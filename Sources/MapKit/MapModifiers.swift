import Vellum

struct MapStyleKey: EnvironmentKey {
  static var defaultValue: MapStyle { .standard }
}

struct MapControlsKey: EnvironmentKey {
  static var defaultValue: AnyView? { nil }
}

struct MapControlVisibilityKey: EnvironmentKey {
  static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
  var mapStyle: MapStyle {
    get { self[MapStyleKey.self] }
    set { self[MapStyleKey.self] = newValue }
  }
  var mapControls: AnyView? {
    get { self[MapControlsKey.self] }
    set { self[MapControlsKey.self] = newValue }
  }
  var mapControlVisibility: Visibility {
    get { self[MapControlVisibilityKey.self] }
    set { self[MapControlVisibilityKey.self] = newValue }
  }
}

nonisolated extension View {
  /// The style of the maps in this view (iOS 17); see `MapStyle` for how each is drawn.
  public func mapStyle(_ mapStyle: MapStyle) -> some View { environment(\.mapStyle, mapStyle) }

  /// The controls of the maps in this view (iOS 17), drawn in a column at the map's top
  /// trailing corner, as iOS places them; the compass and scale view draw nothing at rest.
  public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    environment(\.mapControls, AnyView(VStack(spacing: 8) { content() }))
  }

  /// Whether map controls show: `.visible` draws the compass even with the map facing north;
  /// the scale view still draws nothing (a preview's map has no scale to show).
  public func mapControlVisibility(_ visibility: Visibility) -> some View {
    environment(\.mapControlVisibility, visibility)
  }

  /// The action to run when a map's camera moves (iOS 17). A preview's camera never moves and
  /// the action is never called.
  public func onMapCameraChange(
    frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping (MapCameraUpdateContext) -> Void
  ) -> some View {
    self
  }

  public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void)
    -> some View
  {
    self
  }

  /// Accepted: a preview's map has no features to select.
  public func mapFeatureSelectionDisabled(_ isDisabled: @escaping (MapFeature) -> Bool) -> some View { self }

  /// Accepted: a preview's map has no features, so the content is never made.
  public func mapFeatureSelectionContent<C: MapContent>(@MapContentBuilder content: @escaping (MapFeature) -> C)
    -> some View
  {
    self
  }

  /// Accepted: the controls outside a map are drawn where they are.
  public func mapScope(_ scope: Namespace.ID) -> some View { self }
}
