import Vellum

// Navigation bars as iOS 17/18 draws them on a stack's root (Sources/Vellum/Navigation).

/// A Landmarks-style list: a large title, rows with a thumbnail and a disclosure chevron.
struct LandmarkRows: View {
  struct Landmark: Identifiable {
    let id: Int
    let name: String
    let park: String
    let color: Color
    let isFavorite: Bool
  }

  let landmarks = [
    Landmark(id: 1, name: "Turtle Rock", park: "Joshua Tree", color: .orange, isFavorite: true),
    Landmark(id: 2, name: "Silver Salmon Creek", park: "Lake Clark", color: .teal, isFavorite: false),
    Landmark(id: 3, name: "Chilkoot Trail", park: "Klondike Gold Rush", color: .green, isFavorite: true),
    Landmark(id: 4, name: "St. Mary Lake", park: "Glacier", color: .blue, isFavorite: false),
    Landmark(id: 5, name: "Twin Lake", park: "Lake Clark", color: .indigo, isFavorite: false),
  ]

  var body: some View {
    NavigationStack {
      List(landmarks) { landmark in
        NavigationLink {
          Text(landmark.name)
        } label: {
          HStack {
            RoundedRectangle(cornerRadius: 8, style: .continuous)
              .fill(landmark.color.gradient)
              .frame(width: 50, height: 50)
            VStack(alignment: .leading) {
              Text(landmark.name)
              Text(landmark.park)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            }
            Spacer()
            if landmark.isFavorite {
              Image(systemName: "star.fill")
                .foregroundStyle(.yellow)
            }
          }
        }
      }
      .listStyle(.plain)
      .navigationTitle("Landmarks")
    }
  }
}

#Preview("LandmarksList") {
  LandmarkRows()
}

#Preview("InlineTitleToolbar") {
  NavigationStack {
    List {
      Section("Today") {
        Label("Water the plants", systemImage: "heart.fill")
        Label("Call the library", systemImage: "bell.fill")
      }
      Section("Later") {
        Label("Plan the trip", systemImage: "star")
      }
    }
    .navigationTitle("Reminders")
    .navigationBarTitleDisplayMode(.inline)
    .toolbar {
      ToolbarItem(placement: .topBarLeading) {
        EditButton()
      }
      ToolbarItem(placement: .topBarTrailing) {
        Button {
        } label: {
          Image(systemName: "plus")
        }
      }
      ToolbarItemGroup(placement: .bottomBar) {
        Button("Select All") {}
        Button("Done") {}
      }
    }
  }
}

#Preview("SettingsScreen") {
  NavigationStack {
    Form {
      Section {
        NavigationLink("General") { Text("General") }
        NavigationLink("Privacy") { Text("Privacy") }
      }
      Section {
        LabeledContent("Version", value: "17.4")
        LabeledContent("Model", value: "iPhone 15")
      } header: {
        Text("About")
      } footer: {
        Text("Settings drawn at rest by Vellum.")
      }
    }
    .navigationTitle("Settings")
    .searchable(text: .constant(""))
  }
}
