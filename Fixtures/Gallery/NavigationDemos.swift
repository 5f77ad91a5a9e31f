import Vellum

// Navigation bars as iOS 17/18 draws them on a stack's root (Sources/Vellum/Navigation).

/// A Landmarks-style list (Apple's SwiftUI tutorial): a large title, rows with a photo
/// thumbnail and a disclosure chevron.
struct LandmarkRows: View {
  struct Landmark: Identifiable {
    let id: Int
    let name: String
    let park: String
    /// A photo of Photos.xcassets, as the tutorial's `landmark.image`.
    let photo: String
    let isFavorite: Bool
  }

  let landmarks = [
    Landmark(id: 1, name: "Turtle Rock", park: "Joshua Tree", photo: "Dunes", isFavorite: true),
    Landmark(id: 2, name: "Silver Salmon Creek", park: "Lake Clark", photo: "Lake", isFavorite: false),
    Landmark(id: 3, name: "Chilkoot Trail", park: "Klondike Gold Rush", photo: "Dawn", isFavorite: true),
    Landmark(id: 4, name: "St. Mary Lake", park: "Glacier", photo: "Lake", isFavorite: false),
    Landmark(id: 5, name: "Twin Lake", park: "Lake Clark", photo: "Night", isFavorite: false),
  ]

  var body: some View {
    NavigationStack {
      List(landmarks) { landmark in
        NavigationLink {
          Text(landmark.name)
        } label: {
          HStack {
            Image(landmark.photo, bundle: .module)
              .resizable()
              .scaledToFill()
              .frame(width: 50, height: 50)
              .clipShape(.rect(cornerRadius: 8))
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

#Preview("BrandedBar") {
  NavigationStack {
    List {
      Section("Open") {
        LabeledContent("Order 1042", value: "Packing")
        LabeledContent("Order 1043", value: "Shipped")
      }
    }
    .navigationTitle("Orders")
    .navigationBarTitleDisplayMode(.inline)
    .toolbar {
      ToolbarItem(placement: .topBarTrailing) {
        Button("Add", systemImage: "plus") {}
      }
    }
    .toolbarBackground(Color.indigo, for: .navigationBar)
    .toolbarBackground(.visible, for: .navigationBar)
    .toolbarColorScheme(.dark, for: .navigationBar)
  }
  .tint(.white)
}
